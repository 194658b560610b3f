import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiCall, apiSession, DESKTOP, NARROW, newUser, PHONE, shot, signIn, type TestUser, unique } from './helpers';

// My shifts on a phone (issue 25, part 2): each test makes its own people, course and shifts through
// the API (the database is shared with the other spec files). Today's shift starts this minute, so
// its first call is open to join; the others lie one to three weeks ahead on different days.
test.describe.configure({ timeout: 240_000 });

interface World {
  rp: TestUser;
  coach: TestUser;
  courseName: string;
  /** Shifts the role-player is invited to and has not answered: one to accept, one to decline. */
  toAccept: number;
  toDecline: number;
  /** A shift another role-player offers to all. */
  offered: number;
  /** Today's shift, whose first call the role-player plays in. */
  today: number;
}

/** 15:00 UTC (10:00 or 11:00 in Toronto) `days` from now: inside the business day whatever the hour now. */
function daysAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at.toISOString();
}

async function setUp(request: APIRequestContext): Promise<World> {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const rp = await newUser(request, ['rp'], 'Mira');
  const other = await newUser(request, ['rp'], 'Otto');
  const coach = await newUser(request, ['coach'], 'Cody');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Mine Org ${tag}`, contactEmail: `mine-${tag}@example.com` },
  });
  const courseName = `My shifts course ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Fee dispute', rpReference: 1 },
  });
  const shift = async (startTime: string) =>
    (
      await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
        roleplayShift: { startTime, sessions: 1, extensions: 1, cohortName: 'A' },
      })
    ).id;
  const invite = async (shiftId: number, userId: number) => {
    const invites = await apiCall<Array<{ id: number; user: { id: number } }>>(
      request,
      'put',
      `/roleplay_shifts/${shiftId}/invite`,
      sc,
      {
        invites: { userIds: [userId] },
      },
    );
    return invites.find((i) => i.user.id === userId)?.id as number;
  };

  const toAccept = await shift(daysAhead(7));
  const toDecline = await shift(daysAhead(9));
  const offered = await shift(daysAhead(11));
  await invite(toAccept, rp.id);
  await invite(toDecline, rp.id);
  // Otto accepts his shift, then offers it to all who could take it.
  const otto = await apiSession(request, other.email);
  const ottoInvite = await invite(offered, other.id);
  await apiCall(request, 'put', `/role_players/accept_event/${ottoInvite}`, otto);
  await apiCall(request, 'put', `/role_players/swap_event/${ottoInvite}`, otto, {
    swapRequest: { requestSubject: 'Cover please', requestDetails: 'Family event' },
  });

  // Today: a shift starting this minute; Mira accepted it and plays the first call, Cody coaches it.
  const today = await shift(new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  const mira = await apiSession(request, rp.email);
  await apiCall(request, 'put', `/role_players/accept_event/${await invite(today, rp.id)}`, mira);
  // A custom room: each call has its own meeting link.
  const admin = await apiSession(request, 'admin@example.com');
  const room = await apiCall<{ id: number }>(request, 'post', '/rooms', admin, {
    room: { name: `Mine Bridge ${tag}`, roomType: 'custom' },
  });
  await apiCall(request, 'patch', `/roleplay_shifts/${today}`, sc, { roleplayShift: { roomId: room.id, coachId: coach.id } });
  const day = (await (await request.get(`/api/v1/roleplay_shifts/${today}/calls`, { headers: sc })).json()) as {
    scenarios: Array<{ id: number }>;
  };
  const call = await apiCall<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: today, blockNumber: 0 } });
  await apiCall(request, 'post', '/call_slots', sc, {
    callSlot: { callId: call.id, scenarioComponentId: day.scenarios[0]?.id, userId: rp.id },
  });
  await apiCall(request, 'patch', `/calls/${call.id}`, sc, { call: { meetingUrl: `https://meet.example.com/${tag}` } });
  return { rp, coach, courseName, toAccept, toDecline, offered, today };
}

async function signedIn(browser: Browser, email: string, viewport = PHONE): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email);
  return page;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** The card of one shift in a section, found by the shift's page link. */
const card = (page: Page, section: string, shiftId: number) =>
  page
    .getByRole('region', { name: new RegExp(`^${section}`) })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/roleplayShifts/${shiftId}"]`) });

test('a role-player on a phone lands on My shifts, accepts with one tap, declines after confirming and takes an open shift', async ({
  browser,
  request,
}) => {
  const w = await setUp(request);
  const page = await signedIn(browser, w.rp.email);
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeVisible();

  // Today's call, open to join now.
  const calls = page.getByRole('region', { name: "Today's calls" });
  await expect(calls.getByRole('link', { name: 'Join meeting' })).toHaveAttribute('href', /^https:\/\/meet\.example\.com\//);
  await expect(calls).toContainText('You play Fee dispute');

  const accepting = card(page, 'Waiting for your answer', w.toAccept);
  const declining = card(page, 'Waiting for your answer', w.toDecline);
  const offer = card(page, 'Open shifts you may take', w.offered);
  await expect(accepting).toBeVisible();
  await expect(declining).toBeVisible();
  await expect(offer).toBeVisible();
  await expectNoSidewaysScroll(page, 'role-player at 390');

  // Every button is a finger wide; the keyboard goes from the shift's link to Accept, then Decline,
  // and the focused button shows a ring.
  for (const button of [accepting.getByRole('button', { name: 'Accept' }), offer.getByRole('button', { name: 'Take' })]) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await accepting.getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(accepting.getByRole('button', { name: 'Accept' })).toBeFocused();
  expect(await accepting.getByRole('button', { name: 'Accept' }).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe(
    'solid',
  );
  await page.keyboard.press('Tab');
  await expect(accepting.getByRole('button', { name: 'Decline' })).toBeFocused();

  // Accept: one tap, and the shift moves to the next shifts.
  await accepting.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Shift accepted')).toBeVisible();
  await expect(accepting).toHaveCount(0);
  await expect(card(page, 'Next shifts', w.toAccept)).toBeVisible();
  // The keyboard's place is not lost with the card: it is on the page's title.
  await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeFocused();

  // Decline: asks first; Cancel leaves it waiting, Decline in the question declines it.
  await declining.getByRole('button', { name: 'Decline' }).click();
  const question = page.getByRole('dialog', { name: 'Decline this shift?' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(declining).toBeVisible();
  await declining.getByRole('button', { name: 'Decline' }).click();
  await question.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Shift declined')).toBeVisible();
  await expect(declining).toHaveCount(0);
  await expect(card(page, 'Next shifts', w.toDecline)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeFocused();

  // Take: one tap, and the offered shift is now hers.
  await offer.getByRole('button', { name: 'Take' }).click();
  await expect(page.getByText('The shift is now yours')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(card(page, 'Next shifts', w.offered)).toBeVisible();

  // What the server now holds, read back through the API.
  const mira = await apiSession(request, w.rp.email);
  const feed = await apiCall<Array<{ id: number; myStatus: string | null }>>(
    request,
    'get',
    `/course_events?start_time=${encodeURIComponent(new Date().toISOString())}&end_time=${encodeURIComponent(daysAhead(20))}`,
    mira,
  );
  const status = (id: number) => feed.find((s) => s.id === id)?.myStatus ?? null;
  expect([status(w.toAccept), status(w.toDecline), status(w.offered)]).toEqual(['accepted', null, 'accepted']);

  await page.setViewportSize(NARROW);
  await expectNoSidewaysScroll(page, 'role-player at 360');
  await page.context().close();
});

test('on a wide screen sign-in keeps the dashboard, and My shifts is in the navigation', async ({ browser, request }) => {
  const rp = await newUser(request, ['rp'], 'Wade');
  const page = await signedIn(browser, rp.email, DESKTOP);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My shifts' }).click();
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeVisible();
  await page.context().close();
});

test('a role-player and a coach read My shifts whole, on a phone and on a desk (screenshots when SHOTS_DIR asks)', async ({
  browser,
  request,
}) => {
  const w = await setUp(request);
  for (const [who, email] of [
    ['rp', w.rp.email],
    ['coach', w.coach.email],
  ] as const) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1440', DESKTOP],
    ] as const) {
      const page = await signedIn(browser, email, viewport);
      await page.goto('/my-shifts');
      await expect(page.getByRole('heading', { name: 'My shifts', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Next shifts' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSidewaysScroll(page, `${who} at ${size}`);
      await shot(page, `${who}-${size}`);
      await page.context().close();
    }
  }
});
