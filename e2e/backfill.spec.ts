import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiCall, apiSession, DESKTOP, newUser, PHONE, seriousViolations, shot, signIn, type TestUser, unique } from './helpers';

// Answer-by deadlines and backfill in the browser (issue 25, part 3). The shift starts two days from
// now, inside its 72-hour deadline: the deadline has passed when it is made, so the test server's
// job runner opens its missing role-player place on its next pass (it looks every 15 seconds) and
// offers it to the two role-players qualified for the course and free then. A manager stops and
// restarts it; on phones the first role-player takes it and the second is told it was taken.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const HOUR = 3_600_000;

interface World {
  courseId: number;
  courseName: string;
  shiftId: number;
  /** Another shift Ben is invited to, whose answer-by time is a few hours away. */
  invitedShiftId: number;
  ana: TestUser;
  ben: TestUser;
}

/** 15:00 UTC (10:00 or 11:00 in Toronto) `days` from now. */
function daysAhead(days: number): Date {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at;
}

interface BackfillAnswer {
  backfillEnabled: boolean;
  places: Array<{ status: string; filledBy: { name: string } | null; offers: Array<{ user: { id: number } }> }>;
}

async function makeWorld(request: APIRequestContext): Promise<World> {
  const tag = unique();
  const admin = await apiSession(request, 'admin@example.com');
  const sc = await apiSession(request, 'sc@example.com');
  const ana = await newUser(request, ['rp'], 'Ana');
  const ben = await newUser(request, ['rp'], 'Ben');
  const coach = await newUser(request, ['coach'], 'Cole');
  const lead = await newUser(request, ['sc'], 'Lee');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Backfill Org ${tag}`, contactEmail: `backfill-${tag}@example.com` },
  });
  const courseName = `Backfill course ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Fee dispute', rpReference: 1 },
  });
  const begins = daysAhead(2);
  // Only Ana and Ben are qualified for the course, and both are free around the shift: the place's
  // offers go to them and nobody else the other spec files made. All this comes before the shift.
  for (const person of [ana, ben]) {
    await apiCall(request, 'post', `/users/${person.id}/user_qualifications`, admin, {
      userQualification: { courseId: course.id },
    });
    await apiCall(request, 'post', `/users/${person.id}/user_availabilities`, await apiSession(request, person.email), {
      userAvailability: {
        startTime: new Date(begins.getTime() - HOUR).toISOString(),
        endTime: new Date(begins.getTime() + 4 * HOUR).toISOString(),
      },
    });
  }
  // One scenario at a ratio of 1 needs one role-player; the coach and coordinator are chosen, so the
  // one missing place is a role-player's.
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: {
      startTime: begins.toISOString(),
      sessions: 1,
      extensions: 1,
      cohortName: 'A',
      staffingRatio: 1,
      coachId: coach.id,
      shiftCoordinatorId: lead.id,
    },
  });

  // Ben is invited to a later shift that must be answered in about six hours.
  const later = daysAhead(5);
  const hoursBefore = Math.floor((later.getTime() - Date.now()) / HOUR) - 6;
  const invitedShift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: {
      startTime: later.toISOString(),
      sessions: 1,
      extensions: 1,
      cohortName: 'A',
      coachId: coach.id,
      shiftCoordinatorId: lead.id,
      answerByHoursBeforeStart: hoursBefore,
    },
  });
  await apiCall(request, 'put', `/roleplay_shifts/${invitedShift.id}/invite`, sc, { invites: { userIds: [ben.id] } });

  // The runner's next pass opens the place and offers it to both.
  await expect
    .poll(
      async () => {
        const answer = await apiCall<BackfillAnswer>(request, 'get', `/shifts/${shift.id}/backfill`, sc);
        return answer.places.map((p) => [p.status, p.offers.map((o) => o.user.id).sort((a, b) => a - b)]);
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toEqual([['open', [ana.id, ben.id].sort((a, b) => a - b)]]);
  return { courseId: course.id, courseName, shiftId: shift.id, invitedShiftId: invitedShift.id, ana, ben };
}

let world: Promise<World> | null = null;
const theWorld = (request: APIRequestContext) => {
  world ??= makeWorld(request);
  return world;
};

async function signedIn(browser: Browser, email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email);
  return page;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

test('a manager sees the open place, whom it was offered to, and stops and restarts the backfill', async ({
  browser,
  request,
}) => {
  const w = await theWorld(request);
  const page = await signedIn(browser, 'sc@example.com', DESKTOP);
  await page.goto(`/roleplayShifts/${w.shiftId}`);
  const card = page.getByRole('region', { name: 'Open places' });
  const place = card.getByRole('listitem', { name: /^Role-player place/ });
  // The whole manager's page loads first (a busy machine may take a while).
  await expect(place).toHaveAccessibleName('Role-player place, Open', { timeout: 20_000 });
  await expect(place).toContainText('Short at the deadline');
  await expect(place.getByTestId('backfill-wave')).toHaveCount(1);
  await expect(place.getByTestId('backfill-wave')).toContainText('Wave 1');
  await expect(place.getByTestId('backfill-wave')).toContainText(w.ana.name);
  await expect(place.getByTestId('backfill-wave')).toContainText(w.ben.name);
  await expect(card.getByTestId('backfill-state')).toContainText('Automatic backfill is on · Deadline passed');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'backfill-manager-1440');
  await expectNoSeriousViolations(page, 'shift page with an open place, 1440');

  // Stop asks first; Cancel changes nothing.
  await card.getByRole('button', { name: 'Stop backfill' }).click();
  const question = page.getByRole('dialog', { name: 'Stop backfill?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(place).toHaveAccessibleName('Role-player place, Open');

  await card.getByRole('button', { name: 'Stop backfill' }).click();
  await question.getByRole('button', { name: 'Stop backfill' }).click();
  await expect(page.getByText('Backfill stopped')).toBeVisible();
  await expect(place).toHaveAccessibleName('Role-player place, Stopped');
  await expect(card.getByTestId('backfill-state')).toContainText('Automatic backfill is stopped');
  const sc = await apiSession(request, 'sc@example.com');
  expect((await apiCall<BackfillAnswer>(request, 'get', `/shifts/${w.shiftId}/backfill`, sc)).backfillEnabled).toBe(false);
  // While stopped, nobody is offered the place.
  const ana = await apiSession(request, w.ana.email);
  expect(
    (await apiCall<{ offers: Array<{ shiftId: number }> }>(request, 'get', '/backfill_offers', ana)).offers.filter(
      (o) => o.shiftId === w.shiftId,
    ),
  ).toEqual([]);

  await card.getByRole('button', { name: 'Restart backfill' }).click();
  await expect(page.getByText('Backfill restarted')).toBeVisible();
  await expect(place).toHaveAccessibleName('Role-player place, Open');
  await expect(card.getByRole('button', { name: 'Stop backfill' })).toBeVisible();

  // The card on a phone.
  await page.setViewportSize(PHONE);
  await card.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'manager at 390');
  await shot(page, 'backfill-manager-390');
  await expectNoSeriousViolations(page, 'shift page with an open place, 390');
  await page.context().close();
});

test('on phones the first role-player takes the offered place and the second is told it was taken', async ({
  browser,
  request,
}) => {
  const w = await theWorld(request);
  const [anaPage, benPage] = [await signedIn(browser, w.ana.email, PHONE), await signedIn(browser, w.ben.email, PHONE)];
  const offered = (page: Page) =>
    page
      .getByRole('region', { name: /^Open shifts you may take/ })
      .getByRole('article', { name: new RegExp(`^Role-player needed, ${w.courseName}`) });
  for (const page of [anaPage, benPage]) {
    await page.goto('/my-shifts');
    await expect(offered(page)).toBeVisible();
    const take = offered(page).getByRole('button', { name: 'Take' });
    expect((await take.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  // Ben's invitation says when to answer, highlighted: it is due within the day.
  const invite = benPage
    .getByRole('region', { name: /^Waiting for your answer/ })
    .getByRole('article')
    .filter({ has: benPage.locator(`a[href="/roleplayShifts/${w.invitedShiftId}"]`) });
  await expect(invite.getByTestId('answer-by')).toHaveText(
    /^Answer by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2} \d{4}, \d{1,2}:\d{2}$/,
  );
  await expect(invite.getByTestId('answer-by')).toHaveAttribute('data-soon', 'true');
  await expectNoSidewaysScroll(benPage, 'role-player at 390');
  await shot(benPage, 'backfill-my-shifts-390');
  await expectNoSeriousViolations(benPage, 'My shifts with an offered place, 390');

  // Ana takes it with one tap: it is hers.
  await offered(anaPage).getByRole('button', { name: 'Take' }).click();
  await expect(anaPage.getByText('The place is now yours')).toBeVisible();
  await expect(offered(anaPage)).toHaveCount(0);
  await expect(anaPage.getByRole('region', { name: 'Next shifts' }).getByRole('link', { name: w.courseName })).toBeVisible();
  await shot(anaPage, 'backfill-taken-390');

  // Ben's page still shows it: his tap is told somebody was first, and the card goes.
  await offered(benPage).getByRole('button', { name: 'Take' }).click();
  await expect(benPage.getByText('Somebody took this place first.')).toBeVisible();
  await expect(offered(benPage)).toHaveCount(0);

  const sc = await apiSession(request, 'sc@example.com');
  const answer = await apiCall<BackfillAnswer>(request, 'get', `/shifts/${w.shiftId}/backfill`, sc);
  expect(answer.places.map((p) => [p.status, p.filledBy?.name])).toEqual([['filled', w.ana.name]]);
  await anaPage.context().close();
  await benPage.context().close();

  // The manager reads who took it.
  const manager = await signedIn(browser, 'sc@example.com', DESKTOP);
  await manager.goto(`/roleplayShifts/${w.shiftId}`);
  const place = manager.getByRole('region', { name: 'Open places' }).getByRole('listitem', { name: /^Role-player place/ });
  await expect(place).toHaveAccessibleName('Role-player place, Filled');
  await expect(place.getByTestId('backfill-taken')).toContainText(`Taken by ${w.ana.name}`);
  await place.scrollIntoViewIfNeeded();
  await shot(manager, 'backfill-filled-1440');
  await manager.context().close();
});

test('the answer-by and backfill settings, and an invitation to answer, read whole on a desk and on a phone', async ({
  browser,
  request,
}) => {
  const w = await theWorld(request);
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    const manager = await signedIn(browser, 'sc@example.com', viewport);
    await manager.goto(`/courses/${w.courseId}/preferences`);
    const settings = manager.getByRole('region', { name: 'Answers and backfill' });
    await expect(settings.getByRole('spinbutton', { name: 'Answer within (hours)' })).toHaveValue('48');
    await expect(settings.getByRole('spinbutton', { name: 'People per backfill wave' })).toHaveValue('5');
    await expect(settings.getByRole('spinbutton', { name: 'Hours between backfill waves' })).toHaveValue('2');
    await settings.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(manager, `preferences at ${size}`);
    await shot(manager, `backfill-preferences-${size}`);

    await manager.goto(`/courses/${w.courseId}`);
    await manager.getByRole('button', { name: 'New shift' }).click();
    await manager.getByRole('menuitem', { name: /^Roleplay shift/ }).click();
    const dialog = manager.getByRole('dialog', { name: 'New roleplay shift' });
    await expect(dialog.getByRole('spinbutton', { name: /Answer by \(hours before the start\)/ })).toHaveValue('72');
    await expect(dialog.getByRole('switch', { name: 'Automatic backfill' })).toBeChecked();
    await shot(manager, `backfill-new-shift-${size}`);
    await manager.context().close();

    // Ben's invitation on its shift page says by when to answer.
    const ben = await signedIn(browser, w.ben.email, viewport);
    await ben.goto(`/roleplayShifts/${w.invitedShiftId}`);
    await expect(ben.getByTestId('my-invite')).toContainText(
      /Answer by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{1,2} \d{4}, \d{1,2}:\d{2}: an invitation left unanswered then lapses/,
    );
    await expectNoSidewaysScroll(ben, `invited shift page at ${size}`);
    await shot(ben, `backfill-invited-shift-${size}`);
    await ben.goto('/my-shifts');
    await expect(ben.getByTestId('answer-by').first()).toBeVisible();
    await shot(ben, `backfill-my-shifts-${size}`);
    await ben.context().close();
  }
});
