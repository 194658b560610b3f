import { expect, test } from './fixtures';
import { DESKTOP, expectFitsAfterResize, PHONE, scrollsSideways, seriousViolations, shot, signIn } from './helpers';

// The "done when": a manager opens the demo course's Results page and sees the demo's figures,
// read from the past sessions the demo seed writes (apps/server/src/db/seed.ts, PAST_SESSIONS) and
// today's built day. The figures asked for here do not depend on the time of day the demo was seeded.
test.use({ seed: 'demo' });
test.describe.configure({ timeout: 240_000 });

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

test('the demo’s Raters who agree: every role-player who played, with pairs, agreement and kappa, and Quinn below the threshold', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin@example.com');
  await page.goto('/courses');
  await page.getByRole('link', { name: 'Customer Conversations' }).first().click();
  await page.getByRole('link', { name: 'Results' }).click();
  const agreement = page.getByTestId('results-agreement');
  const table = agreement.getByTestId('agreement-table');
  // Casey Coach's calibrations of cohort B (apps/server/src/db/seed.ts, PAST_SESSIONS).
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row', { name: /Quinn Tremblay/ })).toHaveText(
    /Quinn Tremblay\s*20\s*55%\s*below 70%\s*−?\d\.\d\d/,
  );
  await expect(table.getByRole('row', { name: /Jordan Singh/ })).toHaveText(/Jordan Singh\s*20\s*85%\s*−?\d\.\d\d/);
  await expect(table.getByRole('row', { name: /Avery Gagnon/ })).toHaveText(/Avery Gagnon\s*10\s*90%\s*−?\d\.\d\d/);
  await expect(agreement.getByTestId('agreement-notice')).toContainText('Quinn Tremblay (55%)');
  await agreement.scrollIntoViewIfNeeded();
  await shot(page, 'results-demo-agreement-desktop');
});

test('the demo coach reaches the course’s Results page from a shift of the course', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'coach@example.com');
  await page.goto('/my-shifts');
  await page.getByRole('link', { name: 'Customer Conversations' }).first().click();
  const link = page.getByTestId('call-blocks').getByRole('link', { name: 'Course results' });
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'shift-course-results-link-desktop');
  await page.setViewportSize(PHONE);
  await link.scrollIntoViewIfNeeded();
  await shot(page, 'shift-course-results-link-phone');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Ratings by block' }).getByRole('row', { name: /Greets the customer by name/ }),
  ).toBeVisible();
  await expect(page.getByTestId('agreement-table').getByRole('row', { name: /Quinn Tremblay/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'results-demo-coach-desktop');
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('agreement-table')).toBeVisible();
  await expectFitsAfterResize(page, 'the Results page on a phone');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'results-demo-coach-phone');
});

test('the demo participant reads her progress on a phone, with today’s action plan beside its session', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'participant@example.com');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await page.getByRole('link', { name: 'Progress in Customer Conversations' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Pat Participant' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessions' });
  const today = sessions.getByRole('listitem', { name: /^Session 1, / });
  await expect(today).toContainText('Action plan');
  await expect(today).toContainText('Practise two empathy statements before the next session.');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'progress-demo-phone');
  await page.setViewportSize(DESKTOP);
  await expect(today).toContainText('Greets the customer by name');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'progress-demo-desktop');
  await context.close();
});
