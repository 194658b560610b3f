import fs from 'node:fs';
import path from 'node:path';
import { INVITE_STATUSES } from '@app/shared/constants';
import { ROLE_LABELS, type Role } from '@app/shared/roles';
import ICAL from 'ical.js';
import { type APIRequestContext, expect, test } from './fixtures';
import { apiCall, apiSession, DESKTOP, PHONE, shot, signIn } from './helpers';

// The README's demo section, walked as a newcomer reads it, on the whole demo `npm start` seeds
// (SEED_DEMO=1): its sign-in table and password are read from README.md itself, so the README and the
// product cannot part without this file failing. The registration-app path of the same section is
// walked in regapp-demo.spec.ts.
test.use({ seed: 'demo' });
test.describe.configure({ timeout: 240_000 });

const ZONE = 'America/Toronto';
const readme = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');
const demoSection = readme.slice(readme.indexOf('### Demo sign-ins'), readme.indexOf('### The first admin'));
const password = /password is `([^`]+)`/.exec(demoSection)?.[1] ?? '';
const accounts = [...demoSection.matchAll(/^\| (\S+@\S+) \| ([^|]+?) \|$/gm)].map(([, email, label]) => ({
  email: email as string,
  label: label as string,
}));
const roleOf = (label: string) => (Object.keys(ROLE_LABELS) as Role[]).find((role) => ROLE_LABELS[role] === label);

/** The calendar date (yyyy-MM-dd) of an instant in the business time zone. */
const dayIn = (instant: Date | string) => new Date(instant).toLocaleDateString('en-CA', { timeZone: ZONE });
/** The wall-clock time (H:mm) of an instant in the business time zone. */
const timeIn = (instant: string) =>
  new Date(instant).toLocaleTimeString('en-GB', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });

/** Monday..Sunday (yyyy-MM-dd) of the week after this one, in the business time zone. */
function nextWeek(): { from: string; to: string } {
  const today = new Date(`${dayIn(new Date())}T12:00:00Z`);
  const monday = new Date(today);
  monday.setUTCDate(today.getUTCDate() + ((8 - today.getUTCDay()) % 7 || 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(monday.getUTCDate() + 6);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

interface Shift {
  id: number;
  type: string;
  begins: string;
  ends: string;
}

async function demoShifts(request: APIRequestContext, headers: Record<string, string>) {
  const courses = await apiCall<{ data: Array<{ id: number; name: string }> }>(request, 'get', '/courses', headers);
  const course = courses.data.find((c) => c.name === 'Customer Conversations');
  expect(course, 'the demo course').toBeDefined();
  const shifts = await apiCall<Shift[]>(request, 'get', `/courses/${course?.id}/events`, headers);
  return { courseId: course?.id as number, shifts };
}

test('every sign-in of the README opens the app as the role it names, with its one password', async ({ browser, request }) => {
  expect(password).not.toBe('');
  expect(accounts.map((a) => a.email)).toEqual([
    'admin@example.com',
    'sc@example.com',
    'coach@example.com',
    'rp@example.com',
    'participant@example.com',
  ]);
  for (const { email, label } of accounts) {
    const role = roleOf(label);
    expect(role, `the README's role "${label}"`).toBeDefined();
    // Role-players and participants mostly sign in on a phone; staff at a desk.
    const viewport = role === 'rp' || role === 'participant' ? PHONE : DESKTOP;
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    // Their first page has drawn its heading and finished loading, with no error shown.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, `readme-${role}-first-page`);
    await context.close();

    const me = await apiCall<{ roleList: string[] }>(request, 'get', '/me', await apiSession(request, email, password));
    expect(me.roleList, email).toContain(role);
  }
});

test('the demo holds the client, course, next week’s shifts, rooms and availability the README lists', async ({
  page,
  request,
}) => {
  const admin = await apiSession(request, 'admin@example.com', password);
  const clients = await apiCall<{ data: Array<{ orgName: string }> }>(request, 'get', '/clients', admin);
  expect(clients.data.map((c) => c.orgName)).toContain('Northwind Bank');

  const { courseId, shifts } = await demoShifts(request, admin);
  // Set up end to end: scenario, skills list, participants.
  const scenario = await apiCall<Array<{ typeName: string }>>(request, 'get', `/courses/${courseId}/scenario_components`, admin);
  expect(scenario.filter((part) => part.typeName === 'Scenario').length).toBeGreaterThan(0);
  const skills = await apiCall<unknown[]>(request, 'get', `/courses/${courseId}/assessment_parts`, admin);
  expect(skills.length).toBeGreaterThan(0);
  const enrolled = await apiCall<{ data: Array<{ email: string }> }>(request, 'get', `/courses/${courseId}/participants`, admin);
  expect(enrolled.data.map((p) => p.email)).toContain('participant@example.com');

  // Next week: a roleplay shift with invites in every state and a booked room, and an orientation shift.
  const week = nextWeek();
  const inWeek = shifts.filter((s) => dayIn(s.begins) >= week.from && dayIn(s.begins) <= week.to);
  const roleplay = inWeek.find((s) => s.type === 'roleplay');
  expect(roleplay, `a roleplay shift in ${week.from}..${week.to}`).toBeDefined();
  const invites = await apiCall<Array<{ status: string }>>(
    request,
    'get',
    `/roleplay_shifts/${roleplay?.id}/event_invites`,
    admin,
  );
  expect(new Set(invites.map((i) => i.status))).toEqual(new Set(INVITE_STATUSES));
  const roleplayPage = await apiCall<{ room: { name: string } | null }>(
    request,
    'get',
    `/roleplay_shifts/${roleplay?.id}`,
    admin,
  );
  expect(roleplayPage.room?.name).toBeTruthy();
  expect(
    inWeek.some((s) => s.type === 'training'),
    'the orientation (training) shift',
  ).toBe(true);

  // Four rooms: phone, Teams, Zoom, custom.
  const rooms = await apiCall<{ data: Array<{ roomType: string }> }>(request, 'get', '/rooms', admin);
  expect(rooms.data.map((r) => r.roomType).sort()).toEqual(['custom', 'phone', 'teams', 'zoom']);

  // Next week's availability, for the demo role-player among others.
  const available = await apiCall<Array<{ userName: string; startTime: string }>>(
    request,
    'get',
    `/availabilities?start_time=${week.from}T00:00:00Z&end_time=${week.to}T23:59:59Z`,
    admin,
  );
  expect(available.map((a) => a.userName)).toContain('Riley Roleplayer');

  // The same, as the admin sees it: the client and its course on their pages.
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/clients');
  await expect(page.getByRole('link', { name: 'Northwind Bank' }).or(page.getByText('Northwind Bank')).first()).toBeVisible();
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByRole('heading', { name: /Customer Conversations/ }).first()).toBeVisible();
  await shot(page, 'readme-admin-course');
});

test('today’s 9:00 shift is built in full, and the participant sees their own calls on it on a phone', async ({
  browser,
  request,
}) => {
  const sc = await apiSession(request, 'sc@example.com', password);
  const { shifts } = await demoShifts(request, sc);
  const today = shifts.find((s) => s.type === 'roleplay' && dayIn(s.begins) === dayIn(new Date()));
  expect(today, 'a roleplay shift today').toBeDefined();
  expect(timeIn(today?.begins as string)).toBe('9:00');

  interface Calls {
    scenarios: Array<{ id: number }>;
    blocks: Array<{
      calls: Array<{
        meetingUrl: string | null;
        callSlots: Array<{ scenarioComponentId: number; userId: number | null }>;
        participantSlots: Array<{ user: { name: string } | null; scenarioNotes: Array<{ note: string }> }>;
      }>;
    }>;
  }
  const built = await apiCall<Calls>(request, 'get', `/roleplay_shifts/${today?.id}/calls`, sc);
  expect(built.blocks).toHaveLength(3);
  let patsCalls = 0;
  for (const block of built.blocks) {
    expect(block.calls.length).toBeGreaterThan(0);
    for (const call of block.calls) {
      // Every scenario staffed, a participant slotted with notes, a meeting link.
      for (const scenario of built.scenarios) {
        const slot = call.callSlots.find((s) => s.scenarioComponentId === scenario.id);
        expect(slot?.userId, `scenario ${scenario.id} staffed`).toBeTruthy();
      }
      expect(call.participantSlots.length).toBeGreaterThan(0);
      for (const seat of call.participantSlots) expect(seat.scenarioNotes.length).toBeGreaterThan(0);
      expect(call.meetingUrl).toMatch(/^https:\/\//);
      patsCalls += call.participantSlots.filter((s) => s.user?.name === 'Pat Participant').length;
    }
  }
  expect(patsCalls).toBeGreaterThan(0);

  // participant@example.com, on a phone, opens today's shift and finds their own calls.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('participant@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/roleplayShifts/${today?.id}`);
  await expect(page.getByTestId('my-call')).toHaveCount(patsCalls);
  await expect(page.getByRole('region', { name: `Your call 1 of ${patsCalls}` })).toBeVisible();
  await shot(page, 'readme-participant-today');
  await context.close();
});

test('the demo role-player’s calendar feed holds every shift they have a part in', async ({ request }) => {
  const rp = await apiSession(request, 'rp@example.com', password);
  const me = await apiCall<{ id: number }>(request, 'get', '/me', rp);
  const { url } = await apiCall<{ url: string }>(request, 'get', `/users/${me.id}/calendar_feed`, rp);
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const starts = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).startDate.toJSDate().toISOString());

  // Riley plays in today's built shift and holds the accepted orientation: both are in the feed.
  const { shifts } = await demoShifts(request, await apiSession(request, 'sc@example.com', password));
  const today = shifts.find((s) => s.type === 'roleplay' && dayIn(s.begins) === dayIn(new Date()));
  const orientation = shifts.find((s) => s.type === 'training');
  expect(starts).toContain(new Date(today?.begins as string).toISOString());
  expect(starts).toContain(new Date(orientation?.begins as string).toISOString());
});

test('next month’s empty shifts: the coordinator plans the month, sends the invitations, and a role-player finds hers', async ({
  browser,
  request,
}) => {
  // The README's promise, as the coordinator of the demo reads it.
  expect(demoSection).toMatch(/Next month holds three roleplay shifts with nobody on them yet/);
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('sc@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Plan the month' }).first().click();
  await page.getByRole('button', { name: 'Make a plan' }).click();
  await expect(page).toHaveURL(/\/roster-plans\/\d+$/, { timeout: 30_000 });
  const proposals = page.getByTestId('proposal');
  await expect(proposals.first()).toBeVisible();
  const before = await proposals.count();
  expect(before).toBeGreaterThan(3);

  // One proposal taken out, planned again, then sent.
  const first = proposals.first();
  const removedName = ((await first.textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
  await first.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('button', { name: 'Plan again (1 change)' }).click();
  await expect(page.getByRole('button', { name: 'Plan again' })).toBeEnabled({ timeout: 30_000 });
  const roleplayers = page.getByTestId('proposal').filter({ hasText: '· Role-player' });
  const invitedText = (await roleplayers.first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await page.getByRole('dialog', { name: 'Send the invitations?' }).getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('heading', { name: /^Plan sent/ })).toBeVisible();
  await shot(page, 'readme-plan-sent');
  await context.close();
  expect(removedName).not.toBe('');

  // The first invited role-player (a demo account, the same password) finds the invitation.
  const admin = await apiSession(request, 'admin@example.com', password);
  const users = await apiCall<{ data: Array<{ name: string; email: string }> }>(request, 'get', '/users?per_page=100', admin);
  const invited = users.data.find((user) => invitedText.startsWith(user.name));
  expect(invited, invitedText).toBeDefined();
  const rpContext = await browser.newContext({ viewport: PHONE });
  const rpPage = await rpContext.newPage();
  // Signed in (the app has left /login) before going anywhere: a navigation would cut the sign-in off.
  await signIn(rpPage, invited?.email as string, password);
  await rpPage.goto('/my-shifts');
  await expect(
    rpPage
      .getByRole('region', { name: /^Waiting for your answer/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await rpContext.close();
});
