import type { SessionUser } from '@app/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnData, drawnHtml } from './prerender';
import { SignInScreen } from './sign-in-screen';

// No new version waits (the worker's registration is not run in component tests).
vi.mock('../lib/service-worker', () => ({
  subscribeToUpdate: () => () => undefined,
  updateWaiting: () => false,
  reloadIntoUpdate: () => Promise.resolve(),
}));

let root: Root | undefined;
/** What a test put in the head; the rest of it (emotion's style sheets) stays for the next files. */
const added: Element[] = [];
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  for (const element of added.splice(0)) element.remove();
  document.documentElement.lang = '';
});

/** login.html (or login.{language}.html) as the build writes it: the page drawn, its language, its texts. */
function drawnPage(language: 'en-CA' | 'pt-PT') {
  document.documentElement.lang = language;
  const { id, json } = drawnData(language);
  const data = Object.assign(document.createElement('script'), { type: 'application/json', id, textContent: json });
  document.head.append(data);
  added.push(data);
  const element = document.createElement('div');
  element.innerHTML = drawnHtml(language);
  document.body.append(element);
  return element;
}

describe('the sign-in page drawn at build time (login.html)', () => {
  it('keeps what a password manager filled in before React took the page over, and signs in with it', async () => {
    const element = drawnPage('en-CA');
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

  it('is drawn in each language with its texts, and React takes over the Portuguese one as it is', async () => {
    const element = drawnPage('pt-PT');
    const drawnButton = element.querySelector('button[type="submit"]');
    expect(drawnButton?.textContent).toBe('Entrar');
    // Until React is there, neither Entrar nor a language can be tapped to no effect.
    const drawnLanguages = [...element.querySelectorAll<HTMLButtonElement>('fieldset button')];
    expect(drawnLanguages.map((button) => [button.textContent, button.disabled])).toEqual([
      ['English', true],
      ['Français', true],
      ['Português', true],
      ['Español', true],
    ]);
    const problems: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(element, <SignInScreen search="" signIn={vi.fn()} signInWithLink={vi.fn()} enter={() => undefined} />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    expect(problems).toEqual([]);
    // The very elements drawn at build time, now React's (Entrar enabled).
    expect(screen.getByRole('button', { name: 'Entrar' })).toBe(drawnButton);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Entrar' }).disabled).toBe(false);
    screen.getByLabelText('Palavra-passe');
    const languages = screen.getByRole('group', { name: 'Idioma' }).querySelectorAll<HTMLButtonElement>('button');
    expect([...languages].map((button) => button.disabled)).toEqual([false, false, false, false]);
  });
});
