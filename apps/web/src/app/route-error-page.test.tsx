import { i18n } from '@lingui/core';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLoaded } from '../lib/i18n/i18n';
import { allMessages } from '../test/catalogues';
import { aRolePlayer } from '../test/data';
import { renderRoutes } from '../test/render';
import { RouteErrorPage } from './route-error-page';

/** A page whose code could not be fetched, as the browser words it. */
function Unloadable(): never {
  throw new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/user-page.js');
}

const openProfile = () =>
  renderRoutes([{ path: '/users/:id', element: <Unloadable />, errorElement: <RouteErrorPage /> }], {
    at: '/users/5',
    user: aRolePlayer(),
  });

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('a page that fails to load', () => {
  it('offline: says so and which pages are kept, never "a new version" with a Reload that cannot work', async () => {
    onlineManager.setOnline(false);
    openProfile();
    await screen.findByRole('heading', { name: 'You are offline' });
    screen.getByText('This page was not saved on this device, so it opens only with a connection.');
    expect(screen.getByRole('link', { name: 'My shifts' }).getAttribute('href')).toBe('/my-shifts');
    expect(screen.getByRole('link', { name: 'The calendar' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/new version/i)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    // Back online: Try again, which now can work.
    act(() => onlineManager.setOnline(true));
    await screen.findByRole('heading', { name: 'You are back online' });
    screen.getByRole('button', { name: 'Try again' });
    expect(screen.queryByText(/new version/i)).toBeNull();
  });

  it('speaks the person’s language: offline in French, names the kept pages in French', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    onlineManager.setOnline(false);
    openProfile();
    await screen.findByRole('heading', { name: 'Vous êtes hors ligne' });
    expect(screen.getByRole('link', { name: 'Mes quarts' }).getAttribute('href')).toBe('/my-shifts');
    screen.getByRole('link', { name: 'Le calendrier' });
  });

  it('online: a missing file of an old build is a new version, with Reload', async () => {
    openProfile();
    await screen.findByRole('heading', { name: 'A new version is available' });
    screen.getByRole('button', { name: 'Reload' });
  });
});
