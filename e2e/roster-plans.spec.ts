import { DateTime } from 'luxon';
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import {
  apiCall,
  apiSession,
  DESKTOP,
  expectFitsAfterResize,
  mainNav,
  newCourse,
  newUser,
  PHONE,
  scrollsSideways,
  seriousViolations,
  shot,
  signIn,
  type TestUser,
} from './helpers';

// Plan the month (issue 39): a coordinator plans next month's shifts of a course of this test's own,
// looks at the draft, removes a proposal, plans again and sends the invitations; a role-player then
// finds the invitation on My shifts. The solver runs in the server (up to about 10 s).
test.describe.configure({ timeout: 240_000 });

const ZONE = 'America/Toronto';

/** `hour`:00 in Toronto on `day` of next calendar month (next month is always ahead of now). */
function nextMonthAt(day: number, hour: number): DateTime {
  return DateTime.now().setZone(ZONE).plus({ months: 1 }).startOf('month').set({ day, hour });
}

interface World {
  courseId: number;
  courseName: string;
  rps: TestUser[];
  /** Roleplay shifts next month (by default the 10th and the 12th, 10:00–11:00), coach and coordinator chosen: two role-player places each. */
  shiftIds: number[];
}

/**
 * Through the API: a course with one scenario (a roleplay shift needs two role-players), three
 * role-players of this test qualified for it and free on both days, and the two shifts with their
 * coach and coordinator already chosen, so that the plan has only role-player places to fill and
 * only these three can fill them.
 */
async function setUp(request: APIRequestContext, shiftDays: number[] = [10, 12]): Promise<World> {
  const sc = await apiSession(request, 'sc@example.com');
  const admin = await apiSession(request, 'admin@example.com');
  const { courseId, courseName } = await newCourse(request, sc, 'Plan');
  const rps = [
    await newUser(request, ['rp'], 'Ria'),
    await newUser(request, ['rp'], 'Rob'),
    await newUser(request, ['rp'], 'Rae'),
  ];
  const coach = await newUser(request, ['coach'], 'Plan');
  const lead = await newUser(request, ['sc'], 'Plan');
  for (const rp of rps) {
    await apiCall(request, 'post', `/users/${rp.id}/user_qualifications`, admin, { userQualification: { courseId } });
    for (const day of [10, 12]) {
      await apiCall(request, 'post', `/users/${rp.id}/user_availabilities`, admin, {
        userAvailability: {
          startTime: nextMonthAt(day, 8).toUTC().toISO(),
          endTime: nextMonthAt(day, 18).toUTC().toISO(),
        },
      });
    }
  }
  const shiftIds: number[] = [];
  for (const day of shiftDays) {
    const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${courseId}/roleplay_shifts`, sc, {
      roleplayShift: {
        startTime: nextMonthAt(day, 10).toUTC().toISO(),
        sessions: 1,
        extensions: 1,
        cohortName: 'A',
        coachId: coach.id,
        shiftCoordinatorId: lead.id,
      },
    });
    shiftIds.push(shift.id);
  }
  return { courseId, courseName, rps, shiftIds };
}

async function signedIn(browser: Browser, email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email);
  return page;
}

test('a coordinator plans next month, removes a proposal, plans again and sends the invitations; a role-player finds hers on My shifts', async ({
  browser,
  request,
}) => {
  const w = await setUp(request);
  const page = await signedIn(browser, 'sc@example.com', DESKTOP);

  // The menu leads managers to the page; the period is next month to begin with.
  await mainNav(page).getByRole('link', { name: 'Plan the month' }).click();
  await expect(page).toHaveURL(/\/roster-plans$/);
  await expect(page.getByRole('heading', { name: 'Plan the month', level: 1 })).toBeVisible();
  const month = nextMonthAt(1, 0);
  await expect(page.getByLabel(/^From/)).toHaveValue(month.toISODate() ?? '');
  await expect(page.getByLabel(/^To/)).toHaveValue(month.endOf('month').toISODate() ?? '');

  // This course only: the database is shared with the other spec files of this worker.
  const courses = page.getByRole('combobox', { name: 'Courses' });
  await courses.click();
  await courses.fill(w.courseName);
  await page.getByRole('option', { name: new RegExp(`^${w.courseName} \\(`) }).click();
  await page.getByRole('button', { name: 'Make a plan' }).click();

  // The draft: both shifts, two role-players each, out of the three; nothing left open.
  await expect(page).toHaveURL(/\/roster-plans\/\d+$/, { timeout: 30_000 });
  const shifts = page.getByTestId('plan-shift');
  await expect(shifts).toHaveCount(2);
  await expect(shifts.nth(0).getByTestId('proposal')).toHaveCount(2);
  await expect(shifts.nth(1).getByTestId('proposal')).toHaveCount(2);
  await expect(page.getByTestId('plan-figures')).toHaveText('4places proposed0cannot be filled3people');
  await expect(page.getByTestId('solve-time')).toHaveText(
    /^(Solved in (\d+\.\d|under 0\.1) s, optimal|Best plan found in \d+\.\d s, not proven optimal)$/,
  );
  await expect(page.getByRole('table', { name: 'People of the plan' }).getByTestId('plan-person')).toHaveCount(3);
  const names = w.rps.map((rp) => rp.name);
  for (const text of await page.getByTestId('proposal').allTextContents()) {
    expect(
      names.some((name) => text.includes(`${name} · Role-player`)),
      text,
    ).toBe(true);
  }
  await shot(page, 'roster-plan-draft-desktop');
  expect(await seriousViolations(page)).toEqual([]);

  // Remove the first proposal of the first shift, and plan again: someone else takes that place.
  const first = shifts.nth(0).getByTestId('proposal').first();
  const firstText = (await first.textContent()) ?? '';
  const removed = w.rps.find((rp) => firstText.includes(rp.name)) as TestUser;
  expect(removed, firstText).toBeDefined();
  await first.getByRole('button', { name: /^Remove / }).click();
  await expect(first).toHaveAttribute('data-staged', 'remove');
  await expect(page.getByRole('button', { name: 'Send invitations' })).toBeDisabled();
  await page.getByRole('button', { name: 'Plan again (1 change)' }).click();
  await expect(page.getByRole('button', { name: 'Plan again' })).toBeEnabled({ timeout: 30_000 });
  await expect(shifts.nth(0).getByTestId('proposal')).toHaveCount(2);
  await expect(shifts.nth(0).getByTestId('proposal').filter({ hasText: removed.name })).toHaveCount(0);
  const invitedText = (await shifts.nth(0).getByTestId('proposal').first().textContent()) ?? '';
  const invited = w.rps.find((rp) => invitedText.includes(rp.name)) as TestUser;
  expect(invited).toBeDefined();

  // Send, after confirming.
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the invitations?' });
  await expect(confirm).toContainText('4 proposals go out to 3 people');
  await confirm.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('4 invitations sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Plan sent/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // The plan at a phone's size: readable, nothing runs off the side, no serious violation.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectFitsAfterResize(page, 'the sent plan on a phone');
  await shot(page, 'roster-plan-sent-phone');
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();

  // The role-player invited to the first shift finds it waiting for her answer on My shifts.
  const rpPage = await signedIn(browser, invited.email, PHONE);
  await expect(rpPage).toHaveURL(/\/my-shifts$/);
  const waiting = rpPage.getByRole('region', { name: /^Waiting for your answer/ });
  await expect(
    waiting.getByRole('article').filter({ has: rpPage.locator(`a[href="/roleplayShifts/${w.shiftIds[0]}"]`) }),
  ).toBeVisible();
  await shot(rpPage, 'roster-plan-invitation-phone');
  await rpPage.context().close();
});

test('a draft with a locked proposal and places nobody can fill reads at a desk and on a phone (screenshots when SHOTS_DIR asks)', async ({
  browser,
  request,
}) => {
  // A third shift on the 14th, when nobody is free: its two places cannot be filled.
  const w = await setUp(request, [10, 12, 14]);
  const sc = await apiSession(request, 'sc@example.com');
  const month = nextMonthAt(1, 0);
  const made = await apiCall<{ id: number; assignments: Array<{ shiftId: number; userId: number; role: string }> }>(
    request,
    'post',
    '/roster_plans',
    sc,
    { plan: { from: month.toISODate(), to: month.endOf('month').toISODate(), courseIds: [w.courseId] } },
  );
  // One proposal locked in, as a coordinator would before planning again.
  const [first] = made.assignments;
  const plan = await apiCall<{ id: number; updatedAt: string }>(request, 'patch', `/roster_plans/${made.id}`, sc, {
    plan: { lock: first ? [{ shiftId: first.shiftId, userId: first.userId, role: first.role }] : [] },
  });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const page = await signedIn(browser, 'sc@example.com', viewport);
    await page.goto(`/roster-plans/${plan.id}`);
    await expect(page.getByTestId('plan-shift')).toHaveCount(3);
    await expect(page.getByTestId('plan-figures')).toHaveText('4places proposed2cannot be filled3people');
    await expect(page.getByTestId('plan-unfilled').getByTestId('unfilled')).toHaveText(
      '2 role-player places: Nobody qualified is available for the whole shift',
    );
    await expect(page.getByTestId('why').filter({ hasText: 'Locked in' })).toHaveCount(1);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, `roster-plan-draft-${size}-whole`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }
});
