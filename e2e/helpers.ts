import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Passes once the page has shown a message (bottom right) containing `text`, even one that has
 * already cleared itself: the record e2e/fixtures.ts keeps of every message, not what is on screen.
 */
export async function expectMessage(page: Page, text: string | RegExp): Promise<void> {
  const wanted = typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shownMessages?: string[] }).__shownMessages ?? []), {
      message: `a message matching ${wanted}`,
    })
    .toContainEqual(expect.stringMatching(wanted));
}

/**
 * Starts watching the page for `text` (a state that lasts a moment, such as a button's 'Copied!' for
 * 3 seconds) and returns the check that it was shown since: call it after the action. The watch runs
 * in the page on every change, so a loaded machine's slow checks cannot look before and after it.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  const key = `__seen_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([key, text]) => {
      const flags = window as unknown as Record<string, boolean>;
      const look = () => {
        if (document.body.textContent?.includes(text)) flags[key] = true;
      };
      look();
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [key, text] as const,
  );
  return () =>
    expect
      .poll(() => page.evaluate((key) => (window as unknown as Record<string, boolean>)[key] === true, key), {
        message: `"${text}" shown`,
      })
      .toBe(true);
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Signs in through the API (not the page) and returns the bearer header, for setting up real
 * server state as that user: give it the test's `request` fixture, which shares no cookies or
 * storage with the page.
 */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Calls the API with the bearer header and expects success; returns the parsed JSON answer. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch',
  path: string,
  headers: Record<string, string>,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The column row of the client's participant upload (CSV). */
export const PARTICIPANT_CSV_HEADER =
  'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position';

/** Adds participants to a course through the client's CSV upload, as `headers`' user: one CSV line each. */
export async function uploadParticipants(
  request: APIRequestContext,
  headers: Record<string, string>,
  ids: { clientId: number; courseId: number },
  lines: string[],
): Promise<void> {
  const csv = [PARTICIPANT_CSV_HEADER, ...lines].join('\n');
  const upload = await request.put(`/api/v1/clients/${ids.clientId}/upload_participants`, {
    headers,
    multipart: {
      course_id: String(ids.courseId),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
}

/** A real roleplay shift of the course a week from now (one session, one extension), made through the API. */
export async function createRoleplayShift(
  request: APIRequestContext,
  headers: Record<string, string>,
  courseId: number,
): Promise<number> {
  // A week ahead, in the business day (15:00 UTC is 10:00 or 11:00 in Toronto): a shift that starts
  // at the hour the test happens to run could cross midnight and read as two dates.
  const startTime = new Date(Date.now() + 7 * 24 * 3_600_000);
  startTime.setUTCHours(15, 0, 0, 0);
  const shift = await request.post(`/api/v1/courses/${courseId}/roleplay_shifts`, {
    headers,
    data: { roleplayShift: { startTime: startTime.toISOString(), sessions: 1, extensions: 1, cohortName: 'A' } },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  return ((await shift.json()) as { id: number }).id;
}

/** A person a test made for itself, signed in with the demo password. */
export interface TestUser {
  id: number;
  name: string;
  email: string;
}

let madeUsers = 0;

/**
 * A new account made by the admin through the API, with the demo password and the given roles. A
 * test that draws on a person's calendar makes its own: the demo accounts are shared by every spec
 * file in a run, and another file's shifts would lie under the drawing.
 */
export async function newUser(
  request: APIRequestContext,
  roleList: Array<'admin' | 'sc' | 'coach' | 'rp' | 'participant'>,
  firstName = 'Test',
): Promise<TestUser> {
  madeUsers += 1;
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${madeUsers}`;
  const name = `${firstName} ${roleList.join('-').toUpperCase()} ${suffix}`;
  const email = `${firstName.toLowerCase()}.${suffix}@example.com`;
  const admin = await apiSession(request, 'admin@example.com');
  const created = await request.post('/api/v1/users', {
    headers: admin,
    data: { user: { name, email, roleList, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name, email };
}

/** 9:00 today in the business time zone (the browser-test server runs on America/Toronto). */
export function todayAtNine(zone = 'America/Toronto'): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  for (const offset of ['-05:00', '-04:00']) {
    const candidate = new Date(`${today}T09:00:00${offset}`);
    const hour = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(candidate);
    if (Number(hour) === 9) return candidate;
  }
  throw new Error('no 9:00 today in the business time zone');
}

/** The screen sizes the browser tests look at: desktop, the phone of the guide, and a narrow phone. */
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
export const NARROW = { width: 360, height: 740 };

/** A short text no other run has used, for names and e-mail addresses of the people a test makes. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * Where a spec saves screenshots for a person to look at (never compared): the folder SHOTS_DIR
 * names, or nowhere when it is unset.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/** Saves a full-page screenshot as `name`.png in SHOTS_DIR, when set. */
export async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

/**
 * Waits for the transitions running now (a dialog fading in, a message sliding in, a ripple) to end,
 * so that contrast is measured on the settled screen; an endless animation (a skeleton's pulse) is left.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/** The registration app's sign-in link the outbox holds for `email` (the newest), as a path on this server. */
export async function regappSignInLink(request: APIRequestContext, email: string): Promise<string> {
  const admin = await apiSession(request, 'admin@example.com');
  let link = '';
  await expect
    .poll(async () => {
      const mails = await apiCall<{ data: Array<{ to: string[]; text: string }> }>(
        request,
        'get',
        '/mailbox?page=1&per_page=50',
        admin,
      );
      const mail = mails.data.find((m) => m.to.includes(email) && /\/register\/[^\s?]+\?token=/.test(m.text));
      const found = mail && /https?:\/\/[^\s/]+(\/register\/[^\s?]+\?token=[^\s)>\]]+)/.exec(mail.text);
      link = found?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A new client and course of its own, with one scenario, made by `headers`' manager through the API. */
export async function newCourse(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<{ clientId: number; courseId: number; courseName: string }> {
  const tag = unique();
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', headers, {
    client: { orgName: `${name} Org ${tag}`, contactEmail: `org-${tag}@example.com` },
  });
  const courseName = `${name} ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', headers, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, headers, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'A customer call', rpReference: 1 },
  });
  return { clientId: client.id, courseId: course.id, courseName };
}

/**
 * A roleplay shift of the course `daysAhead` days from now at 15:00 UTC (one session, one extension),
 * with the coach and coordinator chosen (each then holds a place on it), made through the API.
 */
export async function createStaffedShift(
  request: APIRequestContext,
  headers: Record<string, string>,
  opts: { courseId: number; daysAhead: number; coachId?: number; shiftCoordinatorId?: number },
): Promise<number> {
  const startTime = new Date(Date.now() + opts.daysAhead * 24 * 3_600_000);
  startTime.setUTCHours(15, 0, 0, 0);
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${opts.courseId}/roleplay_shifts`, headers, {
    roleplayShift: {
      startTime: startTime.toISOString(),
      sessions: 1,
      extensions: 1,
      cohortName: 'A',
      ...(opts.coachId ? { coachId: opts.coachId } : {}),
      ...(opts.shiftCoordinatorId ? { shiftCoordinatorId: opts.shiftCoordinatorId } : {}),
    },
  });
  return shift.id;
}

/**
 * A place on roleplay shift `shiftId` held by `person`: invited by the manager whose `headers` are
 * given, then accepted by the person, through the API.
 */
export async function acceptedPlace(
  request: APIRequestContext,
  headers: Record<string, string>,
  shiftId: number,
  person: Pick<TestUser, 'id' | 'email'>,
): Promise<void> {
  const invites = await apiCall<Array<{ id: number; user: { id: number } }>>(
    request,
    'put',
    `/roleplay_shifts/${shiftId}/invite`,
    headers,
    { invites: { userIds: [person.id] } },
  );
  const invite = invites.find((i) => i.user.id === person.id);
  await apiCall(request, 'put', `/role_players/accept_event/${invite?.id}`, await apiSession(request, person.email));
}

/**
 * Adds assessment blocks to the course through the API: returns `block(text, blockType)`, which
 * makes one of that type ('heading', 'true_false', …) and answers its id.
 */
export async function assessmentBlocks(
  request: APIRequestContext,
  headers: Record<string, string>,
  courseId: number,
): Promise<(text: string, blockType: string) => Promise<number>> {
  const types = await apiCall<Array<{ id: number; blockType: string }>>(request, 'get', '/assessment_part_types', headers);
  return async (text, blockType) => {
    const assessmentPartTypeId = types.find((type) => type.blockType === blockType)?.id;
    if (assessmentPartTypeId === undefined) throw new Error(`no assessment block type ${blockType}`);
    const part = await apiCall<{ id: number }>(request, 'post', `/courses/${courseId}/assessment_parts`, headers, {
      assessmentPart: { assessmentPartTypeId, text },
    });
    return part.id;
  };
}

/**
 * Makes the roleplay shift a group session with one call (block 0) in which every participant of
 * the course sits, through the API; answers the call and the participants.
 */
export async function groupSessionCall(
  request: APIRequestContext,
  headers: Record<string, string>,
  shiftId: number,
): Promise<{ callId: number; participants: Array<{ id: number; name: string }> }> {
  await apiCall(request, 'patch', `/roleplay_shifts/${shiftId}`, headers, { roleplayShift: { isGroupSession: true } });
  const { candidates } = await apiCall<{ candidates: { participants: Array<{ id: number; name: string }> } }>(
    request,
    'get',
    `/roleplay_shifts/${shiftId}/calls`,
    headers,
  );
  const call = await apiCall<{ id: number }>(request, 'post', '/calls', headers, { call: { eventId: shiftId, blockNumber: 0 } });
  for (const participant of candidates.participants) {
    await apiCall(request, 'post', '/participant_slots', headers, {
      participantSlot: { callId: call.id, userId: participant.id },
    });
  }
  return { callId: call.id, participants: candidates.participants };
}

/** The WCAG levels the accessibility checks hold pages to. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations axe finds on the settled page, one line per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `[${v.impact}] ${v.id} ${JSON.stringify(node.target)} — ${v.help}`));
}

/**
 * My shifts' open places: anybody qualified may take them, so those other files of the worker open
 * show on every role-player's and coach's My shifts. A check that reads the whole screen leaves them out.
 */
export const OPEN_PLACES = '[data-testid="open-shifts"]';

/** True when the page itself scrolls sideways (a wide table scrolls in its own box instead). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * After the window changed size, the page comes to fit its new width: what draws itself by its box's
 * size (a chart) does so a frame or more later, so this waits for the fit rather than reading it at once.
 */
export async function expectFitsAfterResize(page: Page, what: string): Promise<void> {
  await expect.poll(() => scrollsSideways(page), { message: `${what} scrolls sideways` }).toBe(false);
}

/** The page fits its width (no sideways scroll) and axe finds nothing serious on it; `what` names it in a failure. */
export async function expectFitsAndPasses(page: Page, what: string): Promise<void> {
  expect(await scrollsSideways(page), `${what} scrolls sideways`).toBe(false);
  expect(await seriousViolations(page), what).toEqual([]);
}
