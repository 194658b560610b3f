import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnHtml } from './prerender';
import { RegappApp } from './regapp-app';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the e-mail page drawn at build time (register.html)', () => {
  it('is the e-mail form, POST, its button disabled until React has it', () => {
    const holder = document.createElement('div');
    holder.innerHTML = drawnHtml();
    const form = holder.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(holder.querySelector('h1')?.textContent).toBe('Book your practice call');
    expect(holder.querySelector('input[type="email"]')).not.toBeNull();
    expect(holder.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('is what the app first draws for a signed-out en-CA visit: React hydrates it without a mismatch, then enables the button', async () => {
    window.history.replaceState(null, '', '/register/north-2026');
    const element = document.createElement('div');
    element.innerHTML = drawnHtml();
    document.body.append(element);
    const heading = element.querySelector('h1');
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        root = hydrateRoot(
          element,
          <StrictMode>
            <RegappApp />
          </StrictMode>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    // The very elements drawn ahead are the app's now.
    expect(screen.getByRole('heading', { name: 'Book your practice call' })).toBe(heading);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'E-mail me a sign-in link' }).disabled).toBe(false);
  });
});
