import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './fixtures';
import { animationsDone, apiSession, apiCall as call, DEMO_PASSWORD, newUser, shot, signIn, type TestUser } from './helpers';

// axe-core on every screen each role opens, at desktop and phone size: no violation of impact
// serious or critical (WCAG 2.0/2.1 A and AA rules). The data each screen shows is made first,
// through the API; then one signed-in page per role and size walks that role's routes.
// The walk is cut into tests of a few screens each (no test takes minutes), which Playwright may run
// in both workers: each worker makes the world once, on its own server.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const ZONE = 'America/Toronto';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Role = 'admin' | 'sc' | 'coach' | 'rp' | 'participant';
const ROLES: Role[] = ['admin', 'sc', 'coach', 'rp', 'participant'];
/** How many screens one test walks: a test of a few screens takes well under a minute. */
const SCREENS_PER_TEST = 6;

interface World {
  tag: string;
  clientId: number;
  courseId: number;
  courseName: string;
  roleplayId: number;
  orientationId: number;
  liveId: number;
  callId: number;
  recordId: number;
  roomName: string;
  rp: TestUser;
  coach: TestUser;
  participant: TestUser;
}

/** A time today in the business time zone (the browser-test server runs on America/Toronto). */
function todayAt(hour: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  for (const offset of ['-05:00', '-04:00']) {
    const candidate = new Date(`${today}T${String(hour).padStart(2, '0')}:00:00${offset}`);
    const shown = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' }).format(candidate);
    if (Number(shown) === hour) return candidate;
  }
  throw new Error(`no ${hour}:00 today in the business time zone`);
}

/**
 * A client with a course (two scenarios around a break, a skills list, the standard coaching
 * template), a role-player, a second role-player, a coach and two participants of its own, a room,
 * today's roleplay shift holding the room with everyone invited and two call blocks staffed and
 * slotted, an orientation and a live shift today with the participant invited, and a coaching record.
 */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await apiSession(request, 'admin@example.com');
  const sc = await apiSession(request, 'sc@example.com');
  const rp = await newUser(request, ['rp'], 'Axe');
  const rp2 = await newUser(request, ['rp'], 'Axe');
  const coach = await newUser(request, ['coach'], 'Axe');
  const participant = await newUser(request, ['participant'], 'Axe');

  const client = await call<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Axe Org ${tag}`, contactEmail: `axe-${tag}@example.com` },
  });
  const courseName = `Axe Course ${tag}`;
  const course = await call<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id, roleplayerAssessmentTemplateId: 1 },
  });
  for (const component of [
    { scenarioComponentTypeId: 2, duration: 10, content: 'Fee dispute', rpReference: 1 },
    { scenarioComponentTypeId: 3, duration: 5, content: 'Short break', rpReference: null },
    { scenarioComponentTypeId: 2, duration: 10, content: 'Mortgage renewal', rpReference: 2 },
  ]) {
    await call(request, 'post', `/courses/${course.id}/scenario_components`, sc, { scenarioComponent: component });
  }
  const types = await call<Array<{ id: number; blockType: string }>>(request, 'get', '/assessment_part_types', sc);
  const typeId = (blockType: string) => types.find((t) => t.blockType === blockType)?.id;
  for (const part of [
    { assessmentPartTypeId: typeId('heading'), text: 'Opening' },
    { assessmentPartTypeId: typeId('true_false'), text: 'Greets the caller by name', actionPlan: true },
  ]) {
    await call(request, 'post', `/courses/${course.id}/assessment_parts`, sc, { assessmentPart: part });
  }
  // The import names the person by these two columns: their whole name is kept.
  const [first] = participant.name.split(' ');
  const last = participant.name.slice(`${first} `.length);
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `${first},${last},${participant.email},Mia Boss,mia-${tag}@example.com,East,Toronto,Main,${ZONE},Agent`,
    `Ben,Okafor ${tag},ben-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,${ZONE},Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers: sc,
    multipart: { course_id: String(course.id), csv: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  const roomName = `Axe Bridge ${tag}`;
  const room = await call<{ id: number }>(request, 'post', '/rooms', admin, { room: { name: roomName, roomType: 'custom' } });
  const roleplay = await call<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: todayAt(9).toISOString(), sessions: 2, extensions: 1, cohortName: 'A' },
  });
  const invites = await call<Array<{ id: number; user: { id: number } }>>(
    request,
    'put',
    `/roleplay_shifts/${roleplay.id}/invite`,
    sc,
    { invites: { userIds: [rp.id, rp2.id, coach.id] } },
  );
  const rpSession = await apiSession(request, rp.email);
  await call(request, 'put', `/role_players/accept_event/${invites.find((i) => i.user.id === rp.id)?.id}`, rpSession);
  await call(request, 'patch', `/roleplay_shifts/${roleplay.id}`, sc, { roleplayShift: { roomId: room.id, coachId: coach.id } });

  const blocks = await call<{
    scenarios: Array<{ id: number }>;
    candidates: { participants: Array<{ id: number; name: string }> };
  }>(request, 'get', `/roleplay_shifts/${roleplay.id}/calls`, sc);
  const [fee, mortgage] = blocks.scenarios;
  const callIds: number[] = [];
  for (const [blockNumber, learner] of blocks.candidates.participants.slice(0, 2).entries()) {
    const made = await call<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: roleplay.id, blockNumber } });
    callIds.push(made.id);
    await call(request, 'post', '/call_slots', sc, {
      callSlot: { callId: made.id, scenarioComponentId: fee?.id, userId: blockNumber === 0 ? rp.id : rp2.id },
    });
    await call(request, 'post', '/call_slots', sc, {
      callSlot: { callId: made.id, scenarioComponentId: mortgage?.id, userId: blockNumber === 0 ? rp2.id : rp.id },
    });
    const slot = await call<{ id: number }>(request, 'post', '/participant_slots', sc, {
      participantSlot: { callId: made.id, userId: learner.id },
    });
    await call(request, 'put', `/participant_slots/${slot.id}/note`, sc, {
      participantSlotNote: { scenarioComponentId: fee?.id, note: 'Calm opener' },
    });
    await call(request, 'patch', `/calls/${made.id}`, sc, { call: { meetingUrl: `https://meet.example/${tag}-${blockNumber}` } });
  }

  const timed = (hour: number) => ({ startTime: todayAt(hour).toISOString(), endTime: todayAt(hour + 1).toISOString() });
  const orientation = await call<{ id: number }>(request, 'post', `/courses/${course.id}/training_shifts`, sc, {
    trainingShift: timed(14),
  });
  const live = await call<{ id: number }>(request, 'post', `/courses/${course.id}/live_shifts`, sc, { liveShift: timed(16) });
  await call(request, 'put', `/training_shifts/${orientation.id}/invite`, sc, {
    invites: { userIds: [participant.id, coach.id] },
  });
  await call(request, 'put', `/live_shifts/${live.id}/invite`, sc, { invites: { userIds: [participant.id, rp.id] } });

  const coachSession = await apiSession(request, coach.email);
  const record = await call<{ id: number }>(request, 'post', '/roleplayer_assessments', coachSession, {
    roleplayerAssessment: { callId: callIds[0], userId: rp.id },
  });

  return {
    tag,
    clientId: client.id,
    courseId: course.id,
    courseName,
    roleplayId: roleplay.id,
    orientationId: orientation.id,
    liveId: live.id,
    callId: callIds[0] as number,
    recordId: record.id,
    roomName,
    rp,
    coach,
    participant,
  };
}

/** A world of no records, to count each role's screens before the tests are made. */
const PLACEHOLDER_USER: TestUser = { id: 0, name: '', email: '' };
const PLACEHOLDER: World = {
  tag: '',
  clientId: 0,
  courseId: 0,
  courseName: '',
  roleplayId: 0,
  orientationId: 0,
  liveId: 0,
  callId: 0,
  recordId: 0,
  roomName: '',
  rp: PLACEHOLDER_USER,
  coach: PLACEHOLDER_USER,
  participant: PLACEHOLDER_USER,
};

let world: Promise<World> | null = null;
/** The world is made once per run of this file (a worker that restarts after a failure makes it again). */
function theWorld(request: APIRequestContext): Promise<World> {
  world ??= makeWorld(request);
  return world;
}

interface Screen {
  path: string;
  /** What shows once the screen has its content. */
  ready?: (page: Page) => Locator;
}

const text = (value: string | RegExp) => (page: Page) => page.getByRole('main').getByText(value).first();
const heading = (name: string) => (page: Page) => page.getByRole('main').getByRole('heading', { name, level: 1 });

/** The routes each role can open (router.tsx, navigation.ts and the permission table), with their content. */
function screensOf(role: Role, w: World): Screen[] {
  const shift = (path: string) => ({ path, ready: text(w.courseName) });
  const skills = {
    path: `/roleplayShifts/${w.roleplayId}/participantSkillsList/${w.callId}`,
    ready: text('Greets the caller by name'),
  };
  const coachingForm = { path: `/roleplayers/${w.rp.id}/calls/${w.callId}/coachingForm`, ready: text(w.rp.name) };
  const staffCommon: Screen[] = [
    { path: '/', ready: (page) => page.getByTestId('calendar-shift').first() },
    { path: '/users/team', ready: text(w.rp.name) },
    { path: '/my-shifts', ready: heading('My shifts') },
    shift(`/roleplayShifts/${w.roleplayId}`),
    skills,
  ];
  const managers: Screen[] = [
    // Managers' roleplay shift page is read once its Open places card (backfill) has loaded too.
    ...staffCommon.map((screen) =>
      screen.path === `/roleplayShifts/${w.roleplayId}`
        ? {
            ...screen,
            ready: (page: Page) => page.getByRole('region', { name: 'Open places' }).getByRole('button', { name: /backfill$/ }),
          }
        : screen,
    ),
    { path: '/clients', ready: text(`Axe Org ${w.tag}`) },
    { path: '/clients/new', ready: (page) => page.getByRole('main').getByRole('textbox').first() },
    { path: `/clients/${w.clientId}`, ready: text(/Ben/) },
    { path: '/courses', ready: text(w.courseName) },
    { path: '/courses/new', ready: (page) => page.getByRole('main').getByRole('textbox').first() },
    { path: `/courses/${w.courseId}`, ready: text('Fee dispute') },
    { path: `/courses/${w.courseId}/skillsList`, ready: text('Greets the caller by name') },
    { path: `/courses/${w.courseId}/preferences`, ready: (page) => page.getByRole('main').getByRole('switch').first() },
    { path: `/courses/${w.courseId}/participants`, ready: text(/Okafor/) },
    { path: '/users/participants', ready: (page) => page.getByRole('main').getByRole('row').nth(1) },
    { path: '/users/new', ready: (page) => page.getByRole('main').getByRole('textbox').first() },
    { path: `/users/${w.rp.id}`, ready: heading(w.rp.name) },
    { path: '/rooms', ready: text(w.roomName) },
    // Plan the month's question (its drafts are walked by roster-plans.spec.ts at both sizes).
    { path: '/roster-plans', ready: heading('Plan the month') },
    { path: '/reports/nps', ready: (page) => page.getByRole('main').getByRole('tab').first() },
    { path: '/reports/aggregate', ready: (page) => page.getByRole('main').getByRole('tab').first() },
    { path: '/reports/attendance', ready: (page) => page.getByRole('main').getByRole('tab').first() },
    { path: '/reports/scheduled', ready: (page) => page.getByRole('main').getByRole('tab').first() },
    { path: '/reports/resourceAvailability', ready: (page) => page.getByTestId('resource-timeline') },
    { path: '/archive', ready: (page) => page.getByRole('main').getByRole('row').nth(1) },
    { path: `/archive/${w.recordId}`, ready: text(w.rp.name) },
    shift(`/orientationShifts/${w.orientationId}`),
    shift(`/liveShifts/${w.liveId}`),
    { path: '/no-such-page', ready: (page) => page.getByRole('heading').first() },
  ];
  switch (role) {
    case 'admin':
      return [
        ...managers,
        {
          path: '/coaching-templates',
          ready: (page) => page.getByRole('list', { name: 'Coaching templates' }).getByRole('listitem').first(),
        },
        { path: '/coaching-templates/new', ready: (page) => page.getByRole('main').getByRole('textbox').first() },
        { path: '/coaching-templates/1', ready: (page) => page.getByRole('main').getByRole('textbox').first() },
        { path: '/mailbox', ready: (page) => page.getByRole('main').getByRole('row').nth(1) },
        // The audit trail: the Activity page and the History tabs of a shift and a person.
        { path: '/activity', ready: (page) => page.getByTestId('activity-grid').getByRole('row').nth(1) },
        {
          path: `/roleplayShifts/${w.roleplayId}?tab=history`,
          ready: (page) => page.getByTestId('shift-history').getByRole('row').nth(1),
        },
        { path: `/users/${w.rp.id}?tab=history`, ready: (page) => page.getByTestId('user-history').getByRole('row').nth(1) },
        coachingForm,
      ];
    case 'sc':
      // The coordinator's other screens are the admin's (managers, above), drawn by the same
      // components: the admin's walk reads them at both sizes. Reading them again as the coordinator
      // cost 147 s of the browser tests' 1,913 s (both sizes, one run).
      return managers.slice(0, staffCommon.length);
    case 'coach':
      return [
        ...staffCommon,
        { path: `/users/${w.coach.id}`, ready: heading(w.coach.name) },
        { path: `/users/${w.rp.id}`, ready: heading(w.rp.name) },
        { path: '/archive', ready: (page) => page.getByRole('main').getByRole('row').nth(1) },
        { path: `/archive/${w.recordId}`, ready: text(w.rp.name) },
        coachingForm,
      ];
    case 'rp':
      return [...staffCommon, { path: `/users/${w.rp.id}`, ready: heading(w.rp.name) }, shift(`/liveShifts/${w.liveId}`)];
    case 'participant':
      return [
        { path: '/', ready: (page) => page.getByTestId('calendar-shift').first() },
        { path: `/users/${w.participant.id}`, ready: heading(w.participant.name) },
        shift(`/roleplayShifts/${w.roleplayId}`),
        shift(`/liveShifts/${w.liveId}`),
      ];
  }
}

function accountOf(role: Role, w: World): string {
  if (role === 'admin' || role === 'sc') return `${role}@example.com`;
  return w[role].email;
}

/** Waits for the screen's content and for every progress indicator to go, then for animations to end. */
async function settle(page: Page, ready?: Locator) {
  if (ready) await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
}

/** The serious and critical violations on the page (or inside `include`), one line per element. */
async function audit(page: Page, where: string, include?: string): Promise<string[]> {
  // Only the violations are reported in full: passes and the rest would cost seconds on big grids.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${where}: [${v.impact}] ${v.id} ${JSON.stringify(node.target)} — ${v.help}${
            node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)})` : ''
          }`,
      ),
    );
}

/**
 * Opens a route inside the running app, as a link would (the router follows the history), so a
 * walk over many screens loads the app once.
 */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

async function signedInPage(browser: Browser, email: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, timezoneId: ZONE });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

for (const size of SIZES) {
  test(`the sign-in page has no serious accessibility violations (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size.viewport });
    const page = await context.newPage();
    await page.goto('/login');
    await settle(page, page.getByRole('button', { name: 'Sign in' }));
    const found = await audit(page, '/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await settle(page, page.getByRole('alert').first());
    found.push(...(await audit(page, '/login (refused)')));
    await context.close();
    expect(found, found.join('\n')).toEqual([]);
  });

  for (const role of ROLES) {
    const parts = Math.ceil(screensOf(role, PLACEHOLDER).length / SCREENS_PER_TEST);
    for (let part = 0; part < parts; part += 1) {
      test(`every screen ${role} opens has no serious accessibility violations (${size.name}, part ${part + 1} of ${parts})`, async ({
        browser,
        request,
      }) => {
        const w = await theWorld(request);
        const page = await signedInPage(browser, accountOf(role, w), size.viewport);
        const found: string[] = [];
        for (const screen of screensOf(role, w).slice(part * SCREENS_PER_TEST, (part + 1) * SCREENS_PER_TEST)) {
          const t0 = Date.now();
          await open(page, screen.path);
          await settle(page, screen.ready?.(page));
          const t1 = Date.now();
          found.push(...(await audit(page, `${role} ${size.name} ${screen.path}`)));
          if (process.env.A11Y_TIMES) console.log(`${screen.path}: ${t1 - t0} ms + axe ${Date.now() - t1} ms`);
        }
        await page.context().close();
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }

  // A calendar item's dialog, as the role-player invited to today's shift and as the coordinator.
  for (const who of ['rp', 'sc'] as const) {
    test(`a calendar item's dialog has no serious accessibility violations, as ${who} (${size.name})`, async ({
      browser,
      request,
    }) => {
      const w = await theWorld(request);
      const email = who === 'rp' ? w.rp.email : 'sc@example.com';
      const page = await signedInPage(browser, email, size.viewport);
      // Staff land on My shifts on a phone; the calendar is the dashboard's.
      await page.goto('/');
      await settle(page, page.getByTestId('calendar-shift').first());
      // An item the week draws (one folded under '+1' is not), opened from the keyboard: a mouse
      // click could land on another shift drawn over it when the day holds several. The week's item
      // takes the focus itself; the list's (on a phone) holds a button.
      const item = page.getByTestId('calendar-shift').filter({ visible: true }).first();
      const opener = item.getByRole('button');
      await ((await opener.count()) > 0 ? opener.first() : item).focus();
      await shot(page, `calendar-item-focused-${size.name}`);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await settle(page, dialog);
      const found = await audit(page, `${email} ${size.name} shift dialog`);
      await page.context().close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  // A confirm dialog: deleting a room, asked and not confirmed.
  test(`the confirm dialog has no serious accessibility violations (${size.name})`, async ({ browser, request }) => {
    const w = await theWorld(request);
    const page = await signedInPage(browser, 'sc@example.com', size.viewport);
    await page.goto('/rooms');
    // The search has answered (its response, then the footer counting one room): the rows do not move
    // under the click. The footer alone is no sign of it when the world's room is the only one (a
    // worker's fresh database): the list before the search counts one room too, and the search's
    // reload would then come under the click.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/rooms' && new URL(response.url()).searchParams.get('search') === w.roomName,
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(w.roomName);
    await searched;
    await settle(page, page.getByText('1–1 of 1'));
    // The grid draws only the columns in view: on a phone, scroll to the actions first.
    await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.getByRole('button', { name: `Delete ${w.roomName}` }).click();
    await settle(page, page.getByRole('dialog'));
    const found = await audit(page, `sc ${size.name} confirm dialog`);
    await page.context().close();

    expect(found, found.join('\n')).toEqual([]);
  });
}
