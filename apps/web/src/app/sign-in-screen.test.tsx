import type { SessionUser } from '@app/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnHtml } from './prerender';
import { SignInScreen } from './sign-in-screen';

// No new version waits (the worker's registration is not run in component tests).
vi.mock('../lib/service-worker', () => ({
  subscribeToUpdate: () => () => undefined,
  updateWaiting: () => false,
  reloadIntoUpdate: () => Promise.resolve(),
}));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the sign-in page drawn at build time (login.html)', () => {
  it('keeps what a password manager filled in before React took the page over, and signs in with it', async () => {
    const element = document.createElement('div');
    element.innerHTML = drawnHtml();
    document.body.append(element);
    // Filled while the page's script was on its way: the fields hold the text, and no change event
    // reaches React, which is not there yet.
    const drawnField = (type: string) => element.querySelector<HTMLInputElement>(`input[type="${type}"]`) as HTMLInputElement;
    drawnField('email').value = 'rp@example.com';
    drawnField('password').value = 'Demo-pass-1';
    const session = new Promise<SessionUser>(() => undefined);
    const signIn = vi.fn((_: { email: string; password: string }) => session);
    await act(async () => {
      root = hydrateRoot(
        element,
        <SignInScreen search="" signIn={signIn} signInWithLink={() => session} enter={() => undefined} />,
      );
    });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('rp@example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('Demo-pass-1');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' });
    expect(button.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(signIn).toHaveBeenCalledWith({ email: 'rp@example.com', password: 'Demo-pass-1' });
  });
});
