import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../lib/i18n/i18n';
import { allMessages } from '../test/catalogues';
import { anAdmin } from '../test/data';
import { api, json } from '../test/http';
import { fakeLiveStream } from '../test/live';
import { renderRoutes } from '../test/render';
import { server } from '../test/server';
import { RequireAuth } from './guards';
import { AppLayout } from './layout';

/** A window `width` px wide for MUI's useMediaQuery (jsdom has none): min-/max-width queries answered. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

/** A coach whose language is French, with a long name. */
const aFrenchCoach = () =>
  anAdmin({ id: 5, name: 'Marie-Ève Tremblay-Gagnon', email: 'me@example.com', roleList: ['coach'], language: 'fr-CA' });

function renderLayout() {
  fakeLiveStream();
  const layout = (
    <RequireAuth>
      <AppLayout />
    </RequireAuth>
  );
  return renderRoutes([{ path: '/', element: layout, children: [{ index: true, element: <p>La page</p> }] }], {
    at: '/',
    user: aFrenchCoach(),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the top bar in French (issue 40)', () => {
  it('on a phone, signs out from the icon alone, named Déconnexion, and keeps the name to one line', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    windowOf(390);
    server.use(api.post('/logout', () => json({})));
    const { user } = renderLayout();
    await screen.findByText('La page');
    const bar = screen.getByRole('banner');
    // "Déconnexion" beside a name does not fit 390 px: the word names the button, the icon shows it.
    const logout = within(bar).getByRole('button', { name: 'Déconnexion' });
    expect(logout.textContent).toBe('');
    // The name keeps to one line, cut short when it must (a taller bar would hide the page's top).
    const name = within(bar).getByRole('link', { name: 'Marie-Ève Tremblay-Gagnon' });
    const shown = name.firstElementChild as HTMLElement;
    expect(getComputedStyle(shown).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(shown).textOverflow).toBe('ellipsis');

    await user.click(logout);
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
  });

  it('on a wider screen, writes Déconnexion beside its icon', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    windowOf(1024);
    renderLayout();
    await screen.findByText('La page');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Déconnexion' }).textContent).toBe('Déconnexion');
  });
});
