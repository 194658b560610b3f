import { expect, test } from './fixtures';
import { DESKTOP, shot, signIn } from './helpers';

// The "done when": a manager opens the demo course's Results page and sees the demo's figures,
// read from the past sessions the demo seed writes (apps/server/src/db/seed.ts, PAST_SESSIONS) and
// today's built day. The figures asked for here do not depend on the time of day the demo was seeded.
test.use({ seed: 'demo' });
test.describe.configure({ timeout: 120_000 });

test('the demo admin opens the demo course’s Results page and reads its past sessions’ figures', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@example.com');
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Customer Conversations' }).first().click();
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();

  // Ratings on every rating block: −1, 0, +1, then how many of those rated twice or more improved.
  const blocks = page.getByRole('table', { name: 'Ratings by block' });
  await expect(blocks.getByRole('row', { name: /Greets the customer by name/ })).toHaveText(
    /Greets the customer by name\s*4\s*4\s*8\s*3 of 6 \(50%\)/,
  );
  await expect(blocks.getByRole('row', { name: /How did the call end/ })).toHaveText(
    /How did the call end\?\s*1\s*6\s*6\s*1 of 4 \(25%\)/,
  );

  // The NPS of seven answers: four promoters, two passives, one detractor.
  const nps = page.getByTestId('nps-figures');
  await expect(nps).toContainText('43NPS');
  await expect(nps).toContainText('7Responses');
  // Its trend over the shifts that date the answers (three of cohort B, one or two of cohort A).
  const trend = page.getByRole('figure', { name: 'NPS by shift, in time order' });
  await expect(trend.locator('svg').first()).toBeVisible();
  await expect(trend.getByRole('table', { name: 'NPS by shift' }).getByRole('row', { name: /Cohort B/ })).toHaveCount(3);

  // Both cohorts with their NPS (67 of three answers, 25 of four), and the assessments nobody submitted.
  const cohorts = page.getByTestId('results-cohorts');
  await expect(cohorts.getByRole('row', { name: /^Cohort A 67 3\b/ })).toBeVisible();
  await expect(cohorts.getByRole('row', { name: /^Cohort B 25 4\b/ })).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing assessments' });
  await expect(missing.getByRole('listitem').filter({ hasText: 'Sofia Rossi' })).toBeVisible();
  await expect(missing.getByRole('listitem').filter({ hasText: 'Omar Haddad' })).toContainText('Begun, not submitted');
  await shot(page, 'results-demo-desktop');
});
