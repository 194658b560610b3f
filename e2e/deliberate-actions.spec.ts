import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { apiSession, expectMessage, newUser, signIn, type TestUser, unique } from './helpers';

// Each test builds its own people, course and shift through the API, then walks the screens.
test.describe.configure({ timeout: 240_000 });

type Headers = Record<string, string>;

/** Calls the API and expects success; the parsed answer (undefined for 204). */
async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch',
  path: string,
  headers: Headers,
  data?: unknown,
) {
  const res = await request[method](`/api/v1${path}`, { headers, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/**
 * A fresh coordinator and, through them, a client and a course with two scenarios, a skills list
 * (one item marked for the action plan) whose plan is e-mailed to the participant and their
 * manager, and two enrolled participants (Ana, with a manager, and Ben).
 */
async function courseOfOwn(request: APIRequestContext) {
  const tag = unique();
  const sc = await newUser(request, ['sc'], 'Coordinator');
  const headers = await apiSession(request, sc.email);
  const client = await api<{ id: number }>(request, 'post', '/clients', headers, {
    client: { orgName: `Deliberate Org ${tag}`, contactEmail: `deliberate-${tag}@example.com` },
  });
  const courseName = `Deliberate ${tag}`;
  const course = await api<{ id: number }>(request, 'post', '/courses', headers, {
    course: { name: courseName, clientId: client.id },
  });
  for (const content of ['Angry customer', 'Late payment']) {
    await api(request, 'post', `/courses/${course.id}/scenario_components`, headers, {
      scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content, rpReference: 1 },
    });
  }
  const types = await api<Array<{ id: number; blockType: string }>>(request, 'get', '/assessment_part_types', headers);
  await api(request, 'post', `/courses/${course.id}/assessment_parts`, headers, {
    assessmentPart: {
      assessmentPartTypeId: types.find((t) => t.blockType === 'true_false')?.id,
      text: 'Greets the caller by name',
      actionPlan: true,
    },
  });
  await api(request, 'put', `/courses/${course.id}/preferences`, headers, {
    preferences: { emailActionPlanToParticipant: true, emailActionPlanToManager: true },
  });
  const ana = { name: 'Ana Silva', email: `ana-${tag}@example.com` };
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Silva,${ana.email},Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
    `Ben,Okafor,ben-${tag}@example.com,,,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers,
    multipart: {
      course_id: String(course.id),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return { sc, headers, courseId: course.id, courseName, ana, mia: `mia-${tag}@example.com` };
}

/** A roleplay shift of the course starting at `begins` (one call block, one spare). */
async function shiftAt(request: APIRequestContext, headers: Headers, courseId: number, begins: Date): Promise<number> {
  const shift = await api<{ id: number }>(request, 'post', `/courses/${courseId}/roleplay_shifts`, headers, {
    roleplayShift: { startTime: begins.toISOString(), sessions: 1, extensions: 1, cohortName: 'A' },
  });
  return shift.id;
}

/** A week ahead at 15:00 UTC (10:00 or 11:00 in Toronto): one business day whatever the hour of the run. */
function nextWeek(): Date {
  const at = new Date(Date.now() + 7 * 24 * 3_600_000);
  at.setUTCHours(15, 0, 0, 0);
  return at;
}

/** The invites of a shift, as its manager reads them. */
async function invitesOf(request: APIRequestContext, headers: Headers, shiftId: number) {
  return api<Array<{ id: number; status: string; user: { id: number } }>>(
    request,
    'get',
    `/roleplay_shifts/${shiftId}/event_invites`,
    headers,
  );
}

/** Saves the page at desktop and phone size under test-results (for a person to look at). */
async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/deliberate-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('giving a shift to all asks first and sends nothing on Cancel; who declined the shift is not offered it back', async ({
  page,
  request,
}) => {
  const { headers, courseId, courseName } = await courseOfOwn(request);
  const shiftId = await shiftAt(request, headers, courseId, nextWeek());
  const holder = await newUser(request, ['rp'], 'Holder');
  const decliner = await newUser(request, ['rp'], 'Decliner');
  const colleague = await newUser(request, ['rp'], 'Colleague');
  await api(request, 'put', `/roleplay_shifts/${shiftId}/invite`, headers, { invites: { userIds: [holder.id, decliner.id] } });
  const inviteOf = async (person: TestUser) => (await invitesOf(request, headers, shiftId)).find((i) => i.user.id === person.id);
  await api(
    request,
    'put',
    `/role_players/accept_event/${(await inviteOf(holder))?.id}`,
    await apiSession(request, holder.email),
  );
  await api(
    request,
    'put',
    `/role_players/reject_event/${(await inviteOf(decliner))?.id}`,
    await apiSession(request, decliner.email),
  );

  await signIn(page, holder.email);
  await page.goto(`/roleplayShifts/${shiftId}`);
  await expect(page.getByText(courseName).first()).toBeVisible();
  const banner = page.getByTestId('my-invite');
  await expect(banner).toContainText('you can hand it to another role-player or offer it to all qualified role-players');
  // Not the primary button: outlined, and it opens a dialog saying what happens.
  const giveAll = banner.getByRole('button', { name: 'Give to all…' });
  await expect(giveAll).toHaveClass(/MuiButton-outlined/);
  await giveAll.click();
  const dialog = page.getByRole('dialog', { name: 'Give this shift to all?' });
  await expect(dialog).toContainText('offered to all qualified role-players');
  await expect(dialog).toContainText('You stay responsible for it until one of them takes it');
  await shots(page, 'give-to-all-rp');
  await dialog.getByLabel('Details').fill('Not this one, please.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was sent: the server still holds the shift as accepted by the holder.
  expect((await inviteOf(holder))?.status).toBe('accepted');
  await expect(banner).toContainText('You accepted this shift on');

  // Confirmed, it is offered.
  await giveAll.click();
  await dialog.getByLabel('Details').fill('A family matter: the whole shift, please.');
  await dialog.getByRole('button', { name: 'Offer to all' }).click();
  await expect(banner).toContainText('You offered this shift for swap');
  expect((await inviteOf(holder))?.status).toBe('swap_requested');
  await expect(banner.getByRole('button', { name: 'Withdraw offer' })).toBeVisible();

  // A colleague is offered it; who declined it is not (the server's read and the page).
  const offered = async (person: TestUser) =>
    (
      await api<Array<{ shift: { id: number } }>>(
        request,
        'get',
        '/role_players/all_swap_requested_events',
        await apiSession(request, person.email),
      )
    ).some((offer) => offer.shift.id === shiftId);
  expect(await offered(colleague)).toBe(true);
  expect(await offered(decliner)).toBe(false);
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, decliner.email);
  await page.goto(`/roleplayShifts/${shiftId}`);
  await expect(page.getByTestId('my-invite')).toHaveText('You declined this shift');
  await expect(page.getByText('Shift Available')).toHaveCount(0);
});

test('the Late Reminder shows whom it will e-mail and what before sending, and names them after', async ({ page, request }) => {
  const { sc, headers, courseId, ana } = await courseOfOwn(request);
  // A call under way or about to start today in the business time zone: two minutes from now, or
  // five minutes ago in the last minutes of the day.
  const torontoHour = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .format(new Date())
      .replace(':', ''),
  );
  const begins = new Date(Date.now() + (torontoHour >= 2350 ? -5 : 2) * 60_000);
  begins.setUTCSeconds(0, 0);
  const shiftId = await shiftAt(request, headers, courseId, begins);
  const calls = await api<{ candidates: { participants: Array<{ id: number; name: string }> } }>(
    request,
    'get',
    `/roleplay_shifts/${shiftId}/calls`,
    headers,
  );
  const call = await api<{ id: number }>(request, 'post', '/calls', headers, { call: { eventId: shiftId, blockNumber: 0 } });
  const anaId = calls.candidates.participants.find((p) => p.name === ana.name)?.id;
  await api(request, 'post', '/participant_slots', headers, { participantSlot: { callId: call.id, userId: anaId } });
  const previewNow = () =>
    api<{ mails: unknown[] }>(request, 'get', `/roleplay_shifts/${shiftId}/late_reminders/preview`, headers);

  await signIn(page, sc.email);
  await page.goto(`/roleplayShifts/${shiftId}`);
  const attendance = page.getByTestId('attendance');
  await attendance.getByRole('button', { name: 'Late Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the late reminder?' });
  await expect(dialog.getByTestId('mail-preview-recipients')).toHaveText(ana.name);
  await expect(dialog.getByTestId('mail-preview')).toContainText(`${ana.name} <${ana.email}>`);
  await expect(dialog.getByTestId('mail-preview')).toContainText('Your session is starting');
  await shots(page, 'late-reminder-sc');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Nothing was sent: Ana is still due a reminder.
  expect((await previewNow()).mails).toHaveLength(1);

  await attendance.getByRole('button', { name: 'Late Reminder' }).click();
  await dialog.getByRole('button', { name: 'Send reminders' }).click();
  await expect(dialog).toBeHidden();
  await expect(attendance.getByTestId('late-reminder-result')).toHaveText(`Late reminder sent to ${ana.name}`);
  expect((await previewNow()).mails).toHaveLength(0);
  // Asked again, it says there is nobody left to remind, and Send is off.
  await attendance.getByRole('button', { name: 'Late Reminder' }).click();
  await expect(dialog).toContainText('Nobody to remind');
  await expect(dialog.getByRole('button', { name: 'Send reminders' })).toBeDisabled();
});

test('the action plan preview speaks to the participant, lists both recipients, and sends only on Send', async ({
  page,
  request,
}) => {
  const { sc, headers, courseId, ana, mia } = await courseOfOwn(request);
  const shiftId = await shiftAt(request, headers, courseId, nextWeek());
  const calls = await api<{ candidates: { participants: Array<{ id: number; name: string }> } }>(
    request,
    'get',
    `/roleplay_shifts/${shiftId}/calls`,
    headers,
  );
  const call = await api<{ id: number }>(request, 'post', '/calls', headers, { call: { eventId: shiftId, blockNumber: 0 } });
  const anaId = calls.candidates.participants.find((p) => p.name === ana.name)?.id;
  await api(request, 'post', '/participant_slots', headers, { participantSlot: { callId: call.id, userId: anaId } });
  const mailDate = async () =>
    (
      await api<{ assessment: { actionPlanEmailDate: string | null } | null }>(
        request,
        'get',
        `/calls/${call.id}/skills_list?user_id=${anaId}`,
        headers,
      )
    ).assessment?.actionPlanEmailDate ?? null;

  await signIn(page, sc.email);
  await page.goto(`/roleplayShifts/${shiftId}/participantSkillsList/${call.id}?userId=${anaId}`);
  await page.getByRole('button', { name: 'Email Action Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the action plan?' });
  const mails = dialog.getByTestId('mail-preview');
  await expect(mails).toHaveCount(2);
  await expect(mails.nth(0)).toContainText(`${ana.name} <${ana.email}>`);
  await expect(mails.nth(0)).toContainText('Your action plan');
  await expect(mails.nth(0)).toContainText('Here is your action plan');
  await expect(mails.nth(0)).not.toContainText(`action plan of ${ana.name}`);
  await expect(mails.nth(1)).toContainText(`Mia Boss <${mia}>`);
  await expect(mails.nth(1)).toContainText(`Here is the action plan of ${ana.name}`);
  await shots(page, 'action-plan-sc');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await mailDate()).toBeNull();

  await page.getByRole('button', { name: 'Email Action Plan' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectMessage(page, `Successfully sent Action Plan email to ${ana.name} and Mia Boss`);
  expect(await mailDate()).not.toBeNull();
});
