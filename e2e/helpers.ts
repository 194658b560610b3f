import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}
