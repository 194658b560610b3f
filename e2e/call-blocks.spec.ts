import { joinWindow } from '../packages/shared/src/domain/call-join';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './fixtures';
import { apiCall, apiSession, createRoleplayShift, signIn, todayAtNine, watchForText } from './helpers';

// The test sets up a course, people and two shifts through the API, then builds a day in the
// browser and looks at it as three people: allow for a busy machine.
test.describe.configure({ timeout: 480_000 });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const PASSWORD = 'Long-enough-1';
const ZONE = 'America/Toronto';

/** The day's calls last 25 minutes (two 10-minute scenarios around a 5-minute break). */
const CALL_MINUTES = 25;
const blockStart = (blockNumber: number) => new Date(todayAtNine().getTime() + blockNumber * CALL_MINUTES * 60_000);

/**
 * A call's Join as the shared rule has it now: the meeting link while the call may be joined,
 * disabled before, and no Join (the call ended) after; the test runs at any hour of the day.
 */
async function expectJoin(callBox: Locator, href: string, start: Date) {
  const { state } = joinWindow(start, CALL_MINUTES);
  if (state === 'open') await expect(callBox.getByRole('link', { name: 'Join meeting' })).toHaveAttribute('href', href);
  else if (state === 'early') await expect(callBox.getByRole('button', { name: 'Join meeting' })).toBeDisabled();
  else {
    await expect(callBox.getByTestId('call-ended')).toBeVisible();
    await expect(callBox.getByRole('link', { name: 'Join meeting' })).toHaveCount(0);
  }
}

/**
 * Four role-players and three participants with passwords (made by the admin), a course with two
 * 10-minute scenarios around a break, its participants enrolled, a custom room, and two roleplay
 * shifts (today at 9:00 and a week ahead) holding the room and inviting the role-players.
 */
async function setUp(request: APIRequestContext) {
  const tag = unique();
  const admin = await apiSession(request, 'admin@example.com');
  const sc = await apiSession(request, 'sc@example.com');
  const person = async (name: string, role: 'rp' | 'participant') => {
    const email = `${role}-${name.toLowerCase()}-${tag}@example.com`;
    const user = await apiCall<{ id: number }>(request, 'post', '/users', admin, {
      user: { name: `${name} ${tag}`, email, roleList: [role], password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    return { id: user.id, name: `${name} ${tag}`, email };
  };
  const players = [
    await person('Rowan', 'rp'),
    await person('Sasha', 'rp'),
    await person('Toni', 'rp'),
    await person('Uma', 'rp'),
  ];
  const learners = [await person('Ana', 'participant'), await person('Ben', 'participant'), await person('Cleo', 'participant')];

  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Blocks Org ${tag}`, contactEmail: `blocks-${tag}@example.com` },
  });
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: `Call blocks ${tag}`, clientId: client.id },
  });
  for (const component of [
    { scenarioComponentTypeId: 2, duration: 10, content: 'Fee dispute', rpReference: 1 },
    { scenarioComponentTypeId: 3, duration: 5, content: 'Short break', rpReference: null },
    { scenarioComponentTypeId: 2, duration: 10, content: 'Mortgage renewal', rpReference: 2 },
  ]) {
    await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, { scenarioComponent: component });
  }
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    ...learners.map(
      (l) => `${l.name.split(' ')[0]},${tag},${l.email},Mia Boss,mia-${tag}@example.com,East,Toronto,Main,${ZONE},Agent`,
    ),
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers: sc,
    multipart: {
      course_id: String(course.id),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  const room = await apiCall<{ id: number }>(request, 'post', '/rooms', admin, {
    room: { name: `Bridge ${tag}`, roomType: 'custom' },
  });
  const today = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: todayAtNine().toISOString(), sessions: 2, extensions: 1, cohortName: 'A' },
  });
  const later = await createRoleplayShift(request, sc, course.id);
  for (const shiftId of [today.id, later]) {
    await apiCall(request, 'put', `/roleplay_shifts/${shiftId}/invite`, sc, { invites: { userIds: players.map((p) => p.id) } });
  }
  await apiCall(request, 'patch', `/roleplay_shifts/${today.id}`, sc, { roleplayShift: { roomId: room.id } });
  return { sc, tag, players, learners, todayId: today.id, laterId: later };
}

/** Chooses `option` in the native select named `name` and waits for the choice to be saved and shown. */
async function choose(page: Page, name: string, option: string) {
  const select = page.getByRole('combobox', { name });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: option });
  await expect(select).toBeEnabled();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

test('a manager builds a day; a role-player and a participant each see their part', async ({ page, request, browser }) => {
  // A whole day built and then read by three people: 31 s alone, 59 s beside the other worker in CI.
  test.setTimeout(240_000);
  const { sc, tag, players, learners, todayId, laterId } = await setUp(request);
  const [rowan, sasha, toni, uma] = players as [
    (typeof players)[0],
    (typeof players)[0],
    (typeof players)[0],
    (typeof players)[0],
  ];
  const [ana, ben, cleo] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'sc@example.com');
  await page.goto(`/roleplayShifts/${todayId}`);
  const blocks = page.getByTestId('call-blocks');
  await expect(blocks.getByTestId('no-blocks')).toBeVisible();

  // Three blocks, from the menu of free start slots.
  for (const label of ['Block 1', 'Block 2', 'Block 3']) {
    await blocks.getByRole('button', { name: 'Add call block' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
    await expect(blocks.getByRole('region', { name: label, exact: true })).toBeVisible();
  }
  await expect(blocks.getByRole('button', { name: 'Add call block' })).toBeDisabled();
  await expect(blocks.getByTestId('block-time')).toHaveText(['9:00–9:25', '9:25–9:50', '9:50–10:15']);
  // A column per Scenario component, the break left out.
  await expect(blocks.getByRole('columnheader', { name: /Short break/ })).toHaveCount(0);

  // Every scenario staffed, a participant in every call, a note on each scenario, a meeting link per call.
  const plan = [
    { fee: rowan, mortgage: sasha, learner: ana, notes: ['Calm opener', 'Push on rates'] },
    { fee: toni, mortgage: uma, learner: ben, notes: ['Needs empathy', 'Strong close'] },
    { fee: sasha, mortgage: rowan, learner: cleo, notes: ['Asks good Qs', 'Slow down'] },
  ];
  for (const [b, step] of plan.entries()) {
    const call = `block ${b + 1} call 1`;
    await choose(page, `Role-player for Fee dispute, ${call}`, step.fee.name);
    await choose(page, `Role-player for Mortgage renewal, ${call}`, step.mortgage.name);
    // The call is full once its participant is in: its participant menu goes.
    await page.getByRole('combobox', { name: `Add a participant to ${call}` }).selectOption({ label: step.learner.name });
    await expect(page.getByRole('combobox', { name: `Add a participant to ${call}` })).toHaveCount(0);
    const feeNote = page.getByRole('textbox', { name: `Note on Fee dispute for ${step.learner.name}` }).nth(0);
    await expect(feeNote).toBeEnabled();
    await feeNote.fill(step.notes[0] ?? '');
    await feeNote.blur();
    const mortgageNote = page.getByRole('textbox', { name: `Note on Mortgage renewal for ${step.learner.name}` }).nth(0);
    await mortgageNote.fill(step.notes[1] ?? '');
    await mortgageNote.blur();
    await page.getByRole('textbox', { name: `Meeting URL, ${call}` }).fill(`https://meet.example.com/day-${b + 1}`);
    await blocks
      .getByRole('region', { name: `Block ${b + 1}`, exact: true })
      .getByRole('button', { name: 'Save URL' })
      .click();
    await expect(
      blocks.getByRole('region', { name: `Block ${b + 1}`, exact: true }).getByRole('button', { name: 'Copy URL' }),
    ).toBeVisible();
  }
  // A second call in block 1: its menus leave out who plays that scenario there and the participant already in it.
  const firstBlock = blocks.getByRole('region', { name: 'Block 1', exact: true });
  await firstBlock.getByRole('button', { name: 'Add a call to Block 1' }).click();
  const second = 'block 1 call 2';
  await expect(page.getByRole('combobox', { name: `Role-player for Fee dispute, ${second}` })).toBeVisible();
  const feeOptions = page.getByRole('combobox', { name: `Role-player for Fee dispute, ${second}` }).locator('option');
  await expect(feeOptions).toHaveText(['Nobody', sasha.name, toni.name, uma.name]);
  const learnerOptions = page.getByRole('combobox', { name: `Add a participant to ${second}` }).locator('option');
  await expect(learnerOptions).toHaveText(['Add participant…', ben.name, cleo.name]);
  await firstBlock.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(firstBlock.getByTestId('call')).toHaveCount(1);

  // The first meeting link locked the room.
  await expect(page.getByTestId('room-locked')).toBeVisible();

  // Copy URL: 'Copied!' for a moment, and the link is on the clipboard.
  const copied = await watchForText(page, 'Copied!');
  await firstBlock.getByRole('button', { name: 'Copy URL' }).click();
  await copied();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://meet.example.com/day-1');
  await expect(firstBlock.getByRole('button', { name: 'Copy URL' })).toBeVisible({ timeout: 3000 });

  // A 16th character is refused visibly: the field says the limit and keeps it unsaved.
  const anaFee = page.getByRole('textbox', { name: `Note on Fee dispute for ${ana.name}` });
  await anaFee.fill('');
  await anaFee.pressSequentially('abcdefghijklmnop');
  await expect(anaFee).toHaveAttribute('aria-invalid', 'true');
  await expect(blocks.getByText('16/15: at most 15 characters, not saved')).toBeVisible();
  await anaFee.fill('Calm opener');
  await anaFee.blur();

  await blocks.screenshot({ path: 'test-results/call-blocks-manager.png' });

  // What the server holds after a reload.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role-player for Fee dispute, block 1 call 1' })).toHaveValue(String(rowan.id));
  await expect(page.getByRole('textbox', { name: `Note on Mortgage renewal for ${cleo.name}` })).toHaveValue('Slow down');
  await expect(page.getByRole('textbox', { name: `Note on Fee dispute for ${ana.name}` })).toHaveValue('Calm opener');
  const day = await request.get(`/api/v1/roleplay_shifts/${todayId}/calls`, { headers: sc });
  const built = (await day.json()) as { blocks: Array<{ calls: Array<{ meetingUrl: string; participantSlots: unknown[] }> }> };
  expect(built.blocks.flatMap((b) => b.calls.map((c) => c.meetingUrl))).toEqual([
    'https://meet.example.com/day-1',
    'https://meet.example.com/day-2',
    'https://meet.example.com/day-3',
  ]);

  // Rowan reads the day: no menus, a Join button on the calls he plays in only.
  const rp = await signedInPage(browser, rowan.email);
  await rp.goto(`/roleplayShifts/${todayId}`);
  const rpBlocks = rp.getByTestId('call-blocks');
  await expect(rpBlocks.getByTestId('call')).toHaveCount(3);
  await expect(rpBlocks.getByRole('combobox')).toHaveCount(0);
  // Join on his own calls only, as the rule says at this hour (open from 10 minutes before to the end).
  const own = rpBlocks.getByTestId('call').filter({ hasText: 'You play in this call' });
  await expect(own).toHaveCount(2);
  await expectJoin(own.nth(0), 'https://meet.example.com/day-1', blockStart(0));
  await expectJoin(own.nth(1), 'https://meet.example.com/day-3', blockStart(2));
  await expect(
    rpBlocks.getByTestId('call').filter({ hasNotText: 'You play in this call' }).getByRole('link', { name: 'Join meeting' }),
  ).toHaveCount(0);
  await expect(rpBlocks).toContainText(ben.name);
  await rp.screenshot({ path: 'test-results/call-blocks-roleplayer.png', fullPage: true });
  await rp.context().close();

  // Ben on the day: his call's time, the room and Join; nobody else.
  const learner = await signedInPage(browser, ben.email);
  // His dashboard shows the session at his call's time; a click opens the shift page.
  const session = learner.getByTestId('calendar-shift').filter({ hasText: `Call blocks ${tag}` });
  await expect(session).toHaveCount(1);
  await expect(session).toContainText('9:25');
  await learner.screenshot({ path: 'test-results/call-blocks-participant-dashboard.png' });
  await session.click();
  await expect(learner).toHaveURL(new RegExp(`/roleplayShifts/${todayId}$`));
  const header = learner.getByTestId('shift-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(`Call blocks ${tag}`);
  await expect(header.getByTestId('shift-time')).toContainText('9:00');
  await expect(header.getByTestId('shift-room')).toContainText('Bridge');
  const mine = learner.getByTestId('my-call');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('heading')).toContainText('9:25–9:50');
  await expect(mine.getByTestId('my-call-room')).toContainText('Bridge');
  // The room's kind is the staff's word: a participant reads the room's name and its link.
  await expect(mine.getByTestId('my-call-room')).not.toContainText('Online room');
  await expectJoin(mine, 'https://meet.example.com/day-2', blockStart(1));
  await expect(learner.locator('body')).not.toContainText(ana.name);
  await expect(learner.locator('body')).not.toContainText(cleo.name);
  await expect(learner.locator('body')).not.toContainText(toni.name);
  await learner.screenshot({ path: 'test-results/call-blocks-participant.png', fullPage: true });

  // Before the day of the other shift, where he also has a call: the information comes on the day.
  const laterCall = await apiCall<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: laterId, blockNumber: 0 } });
  await apiCall(request, 'post', '/participant_slots', sc, { participantSlot: { callId: laterCall.id, userId: ben.id } });
  await learner.goto(`/roleplayShifts/${laterId}`);
  await expect(learner.getByTestId('participant-session-problem')).toContainText(
    'Session information will be available on the day of this shift',
  );
  await learner.screenshot({ path: 'test-results/call-blocks-participant-before.png' });
  await learner.context().close();
});
