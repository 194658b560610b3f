import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiCall, apiSession, DESKTOP, NARROW, newUser, PHONE, SHOTS_DIR, signIn, type TestUser, unique } from './helpers';

// The shift page and the skills list on a phone (issue 23, items 7, 9, 13, 15): each test makes its
// own course, shift, people and calls through the API, the shift starting at this minute (so it is
// today, whatever the hour) with 20-minute calls: block 1 is under way, block 2 starts in 20 minutes.
test.describe.configure({ timeout: 240_000 });

/** Where screenshots go when SHOTS_DIR is set (they are looked at by a person, not compared). */
const SHOTS = SHOTS_DIR;

interface Day {
  shiftId: number;
  courseName: string;
  rp: TestUser;
  coach: TestUser;
  learner: TestUser;
  /** The call of block 1 (under way) and of block 2 (in 20 minutes). */
  nowCall: number;
  laterCall: number;
}

/**
 * A course with two 10-minute scenarios (Fee dispute, Mortgage renewal) and a skills list (a
 * true/false item), a participant enrolled, a custom room, a roleplay shift starting this minute with
 * a coach of its own; a role-player plays Fee dispute in block 1 and Mortgage renewal in block 2,
 * both calls with the participant in them, a note and a meeting link.
 */
async function setUp(request: APIRequestContext): Promise<Day> {
  const tag = unique();
  const admin = await apiSession(request, 'admin@example.com');
  const sc = await apiSession(request, 'sc@example.com');
  const rp = await newUser(request, ['rp'], 'Rowan');
  const coach = await newUser(request, ['coach'], 'Casey');
  const learner = await newUser(request, ['participant'], 'Ana');

  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Phone Org ${tag}`, contactEmail: `phone-${tag}@example.com` },
  });
  const courseName = `Phone course ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: courseName, clientId: client.id },
  });
  for (const content of ['Fee dispute', 'Mortgage renewal']) {
    await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
      scenarioComponent: { scenarioComponentTypeId: 2, duration: 10, content, rpReference: 1 },
    });
  }
  const types = (await (await request.get('/api/v1/assessment_part_types', { headers: sc })).json()) as Array<{
    id: number;
    blockType: string;
  }>;
  await apiCall(request, 'post', `/courses/${course.id}/assessment_parts`, sc, {
    assessmentPart: {
      assessmentPartTypeId: types.find((t) => t.blockType === 'true_false')?.id,
      text: 'Greets the caller by name',
    },
  });
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    // The import names the participant as the test knows them.
    `Ana,${learner.name.slice('Ana '.length)},${learner.email},Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers: sc,
    multipart: { course_id: String(course.id), csv: { name: 'p.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  const room = await apiCall<{ id: number }>(request, 'post', '/rooms', admin, {
    room: { name: `Client Bridge ${tag}`, roomType: 'custom' },
  });
  // This minute: today in any time zone's reckoning of now, so the participant may open it too.
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
    roleplayShift: { startTime: start.toISOString(), sessions: 2, extensions: 1, cohortName: 'A' },
  });
  await apiCall(request, 'put', `/roleplay_shifts/${shift.id}/invite`, sc, { invites: { userIds: [rp.id] } });
  await apiCall(request, 'patch', `/roleplay_shifts/${shift.id}`, sc, { roleplayShift: { roomId: room.id, coachId: coach.id } });

  const day = (await (await request.get(`/api/v1/roleplay_shifts/${shift.id}/calls`, { headers: sc })).json()) as {
    scenarios: Array<{ id: number; content: string }>;
  };
  const [fee, mortgage] = day.scenarios;
  const calls: number[] = [];
  for (const [blockNumber, scenario, note] of [
    [0, fee, 'Calm opener'],
    [1, mortgage, 'Push on rates'],
  ] as const) {
    const made = await apiCall<{ id: number }>(request, 'post', '/calls', sc, { call: { eventId: shift.id, blockNumber } });
    await apiCall(request, 'post', '/call_slots', sc, {
      callSlot: { callId: made.id, scenarioComponentId: scenario?.id, userId: rp.id },
    });
    const slot = await apiCall<{ id: number }>(request, 'post', '/participant_slots', sc, {
      participantSlot: { callId: made.id, userId: learner.id },
    });
    await apiCall(request, 'put', `/participant_slots/${slot.id}/note`, sc, {
      participantSlotNote: { scenarioComponentId: scenario?.id, note },
    });
    await apiCall(request, 'patch', `/calls/${made.id}`, sc, {
      call: { meetingUrl: `https://meet.example.com/${tag}-${blockNumber}` },
    });
    calls.push(made.id);
  }
  return { shiftId: shift.id, courseName, rp, coach, learner, nowCall: calls[0] as number, laterCall: calls[1] as number };
}

async function phonePage(browser: Browser, email: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The page itself does not scroll sideways (a table may, inside its own box). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(
    clientWidth,
  );
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a role-player on a phone sees their own calls first: time, scenario, participant, note, and Join only in its window', async ({
  browser,
  request,
}) => {
  const day = await setUp(request);
  const page = await phonePage(browser, day.rp.email);
  await page.goto(`/roleplayShifts/${day.shiftId}`);

  const mine = page.getByTestId('my-calls');
  await expect(mine.getByRole('heading', { name: 'Your calls' })).toBeVisible();
  const cards = mine.getByTestId('my-call-card');
  await expect(cards).toHaveCount(2);
  // Own calls above the whole day.
  const mineBox = await mine.boundingBox();
  const blocksBox = await page.getByTestId('call-blocks').boundingBox();
  expect(mineBox && blocksBox && mineBox.y < blocksBox.y).toBe(true);

  // Block 1 is under way: its scenario, participant and note, and a Join link.
  const now = cards.nth(0);
  await expect(now.getByTestId('my-call-scenario')).toHaveText('You play Fee dispute (10 min)');
  await expect(now.getByTestId('my-call-participants')).toContainText(day.learner.name);
  await expect(now).toContainText('Note: Calm opener');
  await expect(now.getByRole('link', { name: 'Join meeting' })).toHaveAttribute('href', /-0$/);

  // Block 2 starts in 20 minutes: Join is disabled and says when it opens.
  const later = cards.nth(1);
  await expect(later.getByTestId('my-call-scenario')).toHaveText('You play Mortgage renewal (10 min)');
  await expect(later.getByRole('link', { name: 'Join meeting' })).toHaveCount(0);
  await expect(later.getByRole('button', { name: 'Join meeting' })).toBeDisabled();
  await expect(later.getByTestId('join-reason')).toContainText('10 minutes before the call');

  // The whole day below: the call's table scrolls in its own box and says so; the page does not.
  const table = page.getByTestId('call-blocks').getByTestId('scroll-table').first();
  await expect(table).toBeVisible();
  await expect(page.getByTestId('call-blocks').getByTestId('scroll-cue').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'role-player at 390');
  await shot(page, 'rp-390');
  if (SHOTS) {
    await mine.screenshot({ path: `${SHOTS}/rp-390-my-calls.png` });
    await page.getByTestId('call-blocks').screenshot({ path: `${SHOTS}/rp-390-call-blocks.png` });
  }
  await page.setViewportSize(NARROW);
  await expectNoSidewaysScroll(page, 'role-player at 360');
  // Scrolled to the far right, the participant's name is still in view.
  await table.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
  const name = page.getByTestId('call-blocks').getByTestId('participant-slot').first().locator('td').first();
  const nameBox = await name.boundingBox();
  const tableBox = await table.boundingBox();
  expect(nameBox && tableBox && nameBox.x >= tableBox.x - 1).toBe(true);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'rp-1440');
  await page.context().close();
});

test('no shift page or skills list that a role-player, coach or participant uses scrolls sideways at 360 px', async ({
  browser,
  request,
}) => {
  const day = await setUp(request);
  const skills = `/roleplayShifts/${day.shiftId}/participantSkillsList/${day.nowCall}`;
  for (const [who, email, paths] of [
    ['rp', day.rp.email, [`/roleplayShifts/${day.shiftId}`, skills]],
    ['coach', day.coach.email, [`/roleplayShifts/${day.shiftId}`, skills]],
    ['participant', day.learner.email, [`/roleplayShifts/${day.shiftId}`]],
  ] as const) {
    const page = await phonePage(browser, email, NARROW);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSidewaysScroll(page, `${who} at 360 on ${path}`);
    }
    await page.context().close();
  }
});

test('a participant on a phone reads their calls in their own words, with no staff words in the header', async ({
  browser,
  request,
}) => {
  const day = await setUp(request);
  const page = await phonePage(browser, day.learner.email);
  await page.goto(`/roleplayShifts/${day.shiftId}`);
  const header = page.getByTestId('shift-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(day.courseName);
  await expect(header).toContainText('Roleplay session');
  await expect(header.getByTestId('shift-room')).toContainText('Client Bridge');
  await expect(header).not.toContainText('(Custom)');
  await expect(header).not.toContainText('spare');
  await expect(header.getByTestId('shift-blocks')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'participant at 390');
  await shot(page, 'participant-390');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'participant-1440');
  await page.context().close();
});

test('a coordinator on a phone sees a note counter, a 16th character refused visibly, and removes a block only after confirming, by keyboard', async ({
  browser,
  request,
}) => {
  const day = await setUp(request);
  const page = await phonePage(browser, 'sc@example.com');
  await page.goto(`/roleplayShifts/${day.shiftId}`);
  const blocks = page.getByTestId('call-blocks');
  const firstBlock = blocks.getByRole('region', { name: 'Block 1', exact: true });
  const note = firstBlock.getByRole('textbox', { name: `Note on Fee dispute for ${day.learner.name}` });
  await expect(note).toHaveValue('Calm opener');
  await note.focus();
  await expect(blocks.getByText('11/15')).toBeVisible();
  await note.fill('abcdefghijklmnop');
  await expect(note).toHaveValue('abcdefghijklmnop');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(blocks.getByText('16/15: at most 15 characters, not saved')).toBeVisible();
  await note.press('Enter');
  // Still refused after leaving the field, and the server kept the old note.
  await expect(blocks.getByText('16/15: at most 15 characters, not saved')).toBeVisible();
  await page.reload();
  await expect(note).toHaveValue('Calm opener');

  // Remove block, from the keyboard: a visible focus ring, then a question, not a removal.
  const secondBlock = blocks.getByRole('region', { name: 'Block 2', exact: true });
  await secondBlock.getByRole('button', { name: 'Add a call to Block 2' }).focus();
  await page.keyboard.press('Tab');
  const remove = secondBlock.getByRole('button', { name: 'Remove Block 2', exact: true });
  await expect(remove).toBeFocused();
  await expect(remove).toHaveCSS('outline-style', 'solid');
  const box = await remove.boundingBox();
  expect(box && box.height >= 44).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove Block 2?' });
  await expect(dialog).toContainText('2 people are slotted in this block');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(secondBlock).toBeVisible();
  await shot(page, 'sc-390');
  if (SHOTS) await blocks.screenshot({ path: `${SHOTS}/sc-390-call-blocks.png` });
  await page.setViewportSize(DESKTOP);
  await shot(page, 'sc-1440');
  await page.context().close();
});

test('the skills list on a phone: the chosen answer and rating are pressed and filled, DNGT is explained, Back to the shift is a button', async ({
  browser,
  request,
}) => {
  const day = await setUp(request);
  const page = await phonePage(browser, day.coach.email);
  await page.goto(`/roleplayShifts/${day.shiftId}`);
  await shot(page, 'coach-390');
  await page.goto(`/roleplayShifts/${day.shiftId}/participantSkillsList/${day.nowCall}`);

  const back = page.getByRole('link', { name: 'Back to the shift' });
  await expect(back).toHaveAttribute('href', `/roleplayShifts/${day.shiftId}`);
  await expect(back).toHaveClass(/MuiButton-outlined/);
  await expect(page.getByTestId('answer-legend')).toContainText('DNGT');
  await expect(page.getByTestId('answer-legend')).toContainText('did not get to');

  const rate = page.getByRole('group', { name: 'Rating of Greets the caller by name' });
  const plusOne = rate.getByRole('button', { name: 'Rate +1' });
  await expect(plusOne).toHaveAttribute('aria-pressed', 'false');
  await plusOne.click();
  await expect(plusOne).toHaveAttribute('aria-pressed', 'true');
  await expect(rate.getByRole('button', { name: 'Rate 0' })).toHaveAttribute('aria-pressed', 'false');
  // Filled, not a faint tint: the chosen button's background is the primary colour.
  await expect(plusOne).toHaveCSS('background-color', 'rgb(30, 78, 121)');
  const dngt = page.getByRole('group', { name: 'Greets the caller by name (Fee dispute)' }).getByRole('button', { name: 'DNGT' });
  await dngt.click();
  await expect(dngt).toHaveAttribute('aria-pressed', 'true');
  await expect(dngt).toHaveCSS('background-color', 'rgb(30, 78, 121)');
  await expect(dngt).toHaveAttribute('title', /did not get to/);
  await expectNoSidewaysScroll(page, 'coach on the skills list at 390');
  await shot(page, 'coach-skills-390');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'coach-skills-1440');
  await page.goto(`/roleplayShifts/${day.shiftId}`);
  await shot(page, 'coach-1440');
  await page.context().close();
});
