import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP, PHONE, scrollsSideways, seriousViolations, shot } from './helpers';

// The sign-in page and the registration app's first page in the visitor's language (issue 40): the
// server sends /login drawn in the browser's language (or the one chosen on the page), the page
// offers the four, and the choice carries into the app after sign-in. Each at phone size without
// sideways scrolling, and with axe.
test.describe.configure({ timeout: 240_000 });

/** The scripts a page asked for that are a catalogue of the other languages (their chunks are named by the language). */
function otherLanguages(page: Page, own: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(?:en-CA|fr-CA|pt-PT|es-ES)-[\w-]+\.js$/.test(file) && !file.startsWith(own)) asked.push(file);
  });
  return asked;
}

test('a French browser reads /login in French, switches to Português on the page, and the app follows after sign-in', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-CA', viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The wrong password below is answered 401, which the browser reports as a failed resource.
    if (message.type() === 'error' && !message.text().includes('status of 401')) problems.push(message.text());
  });
  const asked = otherLanguages(page, 'fr-CA');

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  let form = page.getByRole('form', { name: 'Se connecter' });
  await expect(form.getByLabel('Courriel')).toBeVisible();
  await expect(form.getByLabel('Mot de passe')).toBeVisible();
  // React has taken the drawn French page over: Se connecter is enabled.
  await expect(form.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  const languages = page.getByRole('group', { name: 'Langue' });
  await expect(languages.getByRole('button')).toHaveText(['English', 'Français', 'Português', 'Español']);
  await expect(languages.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'sign-in-fr-CA-phone');

  // A refusal in French, worded from its code.
  await form.getByLabel('Courriel').fill('rp@example.com');
  await form.getByLabel('Mot de passe').fill('Not-the-password-1');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Courriel ou mot de passe invalide');

  // Português: the page opens again in Portuguese, at the same address.
  await page.goto('/login?redirect=%2Fmy-shifts');
  await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  form = page.getByRole('form', { name: 'Entrar' });
  await expect(form.getByLabel('Palavra-passe')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-shifts$/);
  await expect(page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Português' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'sign-in-pt-PT-phone');

  // Signed in, the app speaks the language chosen on the page (the role-player has chosen none).
  await form.getByLabel('E-mail').fill('rp@example.com');
  await form.getByLabel('Palavra-passe').fill('Demo-pass-1');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByRole('heading', { name: 'Os meus turnos', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');

  // The sign-in page loaded its own language's texts only (French, then Portuguese: none other).
  expect(asked.filter((file) => !file.startsWith('pt-PT'))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test('the sign-in page in French and in Portuguese at a desk', async ({ browser }) => {
  for (const [locale, title] of [
    ['fr-CA', 'Se connecter'],
    ['pt-PT', 'Entrar'],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: title }).getByRole('button', { name: title })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `sign-in-${locale}-desk`);
    await context.close();
  }
});

test("the registration app's e-mail page in French and in Portuguese, with its own language's texts only", async ({
  browser,
}) => {
  for (const [locale, heading, label] of [
    ['fr-CA', 'Réservez votre appel de pratique', 'Adresse courriel'],
    ['pt-PT', 'Marque a sua chamada de prática', 'Endereço de e-mail'],
  ] as const) {
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desk', DESKTOP],
    ] as const) {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const asked = otherLanguages(page, locale);
      await page.goto('/register/any-course-key');
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByLabel(label)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      expect(asked).toEqual([]);
      await shot(page, `register-${locale}-${size}`);
      await context.close();
    }
  }
});
