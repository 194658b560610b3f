import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './fixtures';
import { apiSession, createRoleplayShift, expectMessage, signIn } from './helpers';

// Each test builds a course, a shift and a call through the API and walks two browsers: allow for a busy machine.
test.describe.configure({ timeout: 240_000 });

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const STAFF_PASSWORD = 'Long-enough-1';

/**
 * Through the API: a course with two scenarios and a skills list (a heading and a true/false item
 * marked for the action plan), the action plan e-mailed to participants and managers, two participants
 * with a manager, a group-session roleplay shift with a new coach (chosen) and a new role-player
 * (invited), and one call where the role-player plays the first scenario and both participants sit.
 */
async function setUp(request: APIRequestContext) {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const admin = await apiSession(request, 'admin@example.com');
  const send = async <T>(method: 'post' | 'put' | 'patch', path: string, data: unknown, headers = sc): Promise<T> => {
    const res = await request[method](`/api/v1${path}`, { headers, data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const get = async <T>(path: string, headers = sc): Promise<T> => {
    const res = await request.get(`/api/v1${path}`, { headers });
    expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
  const staff = async (role: 'coach' | 'rp', name: string) => {
    const email = `${role}-${tag}@example.com`;
    const user = await send<{ id: number }>(
      'post',
      '/users',
      { user: { name, email, roleList: [role], password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD } },
      admin,
    );
    return { id: user.id, name, email };
  };

  const client = await send<{ id: number }>('post', '/clients', {
    client: { orgName: `Skills Org ${tag}`, contactEmail: `skills-org-${tag}@example.com` },
  });
  const course = await send<{ id: number }>('post', '/courses', { course: { name: `Skills ${tag}`, clientId: client.id } });
  for (const content of ['Angry customer', 'Late payment']) {
    await send('post', `/courses/${course.id}/scenario_components`, {
      scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content, rpReference: 1 },
    });
  }
  const types = await get<Array<{ id: number; blockType: string }>>('/assessment_part_types');
  const typeId = (blockType: string) => types.find((t) => t.blockType === blockType)?.id;
  await send('post', `/courses/${course.id}/assessment_parts`, {
    assessmentPart: { assessmentPartTypeId: typeId('heading'), text: 'Opening' },
  });
  await send('post', `/courses/${course.id}/assessment_parts`, {
    assessmentPart: { assessmentPartTypeId: typeId('true_false'), text: 'Greets the caller by name', actionPlan: true },
  });
  await send('put', `/courses/${course.id}/preferences`, {
    preferences: { emailActionPlanToParticipant: true, emailActionPlanToManager: true },
  });
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `Ana,Silva,ana-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
    `Ben,Okafor,ben-${tag}@example.com,Mia Boss,mia-${tag}@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await request.put(`/api/v1/clients/${client.id}/upload_participants`, {
    headers: sc,
    multipart: {
      course_id: String(course.id),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  const coach = await staff('coach', `Casey Coach ${tag}`);
  const rp = await staff('rp', `Riley Roleplayer ${tag}`);
  const shiftId = await createRoleplayShift(request, sc, course.id);
  await send('patch', `/roleplay_shifts/${shiftId}`, { roleplayShift: { coachId: coach.id, isGroupSession: true } });
  await send('post', `/roleplay_shifts/${shiftId}/event_invites`, { userId: rp.id });
  const calls = await get<{
    scenarios: Array<{ id: number; content: string }>;
    candidates: { participants: Array<{ id: number; name: string }> };
  }>(`/roleplay_shifts/${shiftId}/calls`);
  const call = await send<{ id: number }>('post', '/calls', { call: { eventId: shiftId, blockNumber: 0 } });
  const [first, second] = calls.scenarios;
  await send('post', '/call_slots', { callSlot: { callId: call.id, scenarioComponentId: first?.id, userId: rp.id } });
  await send('post', '/call_slots', { callSlot: { callId: call.id, scenarioComponentId: second?.id, userId: null } });
  for (const p of calls.candidates.participants) {
    await send('post', '/participant_slots', { participantSlot: { callId: call.id, userId: p.id } });
  }
  return { tag, courseId: course.id, shiftId, callId: call.id, coach, rp, admin };
}

async function signedIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, email, STAFF_PASSWORD);
  return page;
}

/** The answer group of an item in a scenario column. */
const answers = (page: Page, item: string, scenario: string) => page.getByRole('group', { name: `${item} (${scenario})` });

test('a coach and a role-player assess two participants of one call, and the action plan is e-mailed', async ({
  browser,
  request,
}) => {
  const { tag, courseId, shiftId, callId, coach, rp, admin } = await setUp(request);
  const path = `/roleplayShifts/${shiftId}/participantSkillsList/${callId}`;

  // The role-player edits the scenario they play, and only that one.
  const rpContext = await browser.newContext();
  const rpPage = await signedIn(rpContext, rp.email);
  await rpPage.goto(path);
  await expect(rpPage.getByRole('tab', { name: 'Ana Silva' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    answers(rpPage, 'Greets the caller by name', 'Late payment').getByRole('button', { name: 'On Standard' }),
  ).toBeDisabled();
  await answers(rpPage, 'Greets the caller by name', 'Angry customer').getByRole('button', { name: 'Needs Practice' }).click();
  await expect(
    answers(rpPage, 'Greets the caller by name', 'Angry customer').getByRole('button', { name: 'Needs Practice' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await rpPage.getByRole('textbox', { name: 'Internal comment: Angry customer' }).fill('Rushed the greeting');
  await rpPage.getByRole('textbox', { name: 'Internal comment: Angry customer' }).blur();

  // The coach, at the same time, assesses the other scenario of Ana and then Ben (through the userId tab).
  const coachContext = await browser.newContext();
  const coachPage = await signedIn(coachContext, coach.email);
  await coachPage.goto(`/courses/${courseId}${path}`);
  await answers(coachPage, 'Greets the caller by name', 'Late payment').getByRole('button', { name: 'On Standard' }).click();
  await expect(
    answers(coachPage, 'Greets the caller by name', 'Late payment').getByRole('button', { name: 'On Standard' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await coachPage.getByRole('group', { name: 'NPS rating' }).getByRole('button', { name: '9' }).click();
  await expect(coachPage.getByRole('group', { name: 'NPS rating' }).getByRole('button', { name: '9' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await coachPage.getByRole('tab', { name: 'Ben Okafor' }).click();
  await expect(coachPage).toHaveURL(/userId=\d+/);
  await answers(coachPage, 'Greets the caller by name', 'Angry customer').getByRole('button', { name: 'DNGT' }).click();
  await expect(
    answers(coachPage, 'Greets the caller by name', 'Angry customer').getByRole('button', { name: 'DNGT' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await coachPage.getByRole('button', { name: 'Submit' }).click();
  await expectMessage(coachPage, 'Skills list submitted');

  // Back on Ana: both assessors' answers are there; the action plan lists the item needing practice.
  await rpPage.reload();
  await expect(
    answers(rpPage, 'Greets the caller by name', 'Late payment').getByRole('button', { name: 'On Standard' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(rpPage.getByRole('list', { name: 'Action plan items' })).toContainText('Greets the caller by name');
  await rpPage.getByRole('textbox', { name: 'Custom Action Plan' }).fill('Use the caller’s name twice in every call');
  await expect(rpPage.getByTestId('action-plan-mail-date')).toHaveText('Not sent yet');
  await rpPage.getByRole('button', { name: 'Email Action Plan' }).click();
  // Who receives what is shown first: Ana is spoken to, her manager is told about Ana.
  const preview = rpPage.getByRole('dialog', { name: 'Send the action plan?' });
  await expect(preview.getByTestId('mail-preview')).toHaveCount(2);
  await expect(preview.getByTestId('mail-preview').first()).toContainText('Here is your action plan');
  await preview.getByRole('button', { name: 'Send' }).click();
  await expectMessage(rpPage, /Successfully sent Action Plan email to Ana Silva and /);
  await expect(rpPage.getByTestId('action-plan-mail-date')).toHaveText(/^Last sent /);
  await rpPage.screenshot({ path: 'test-results/skills-list.png', fullPage: true });

  // Ana and her manager received it, without the internal comment.
  const mailbox = await request.get('/api/v1/mailbox?page=1&per_page=50', { headers: admin });
  expect(mailbox.status(), await mailbox.text()).toBe(200);
  const mails = ((await mailbox.json()) as { data: Array<{ to: string[]; subject: string; text: string }> }).data;
  const sent = mails.filter(
    (m) => /action plan/i.test(m.subject) && [`ana-${tag}@example.com`, `mia-${tag}@example.com`].includes(m.to[0] ?? ''),
  );
  expect(sent.map((m) => m.to[0]).sort()).toEqual([`ana-${tag}@example.com`, `mia-${tag}@example.com`]);
  for (const mail of sent) {
    expect(mail.text).toContain('Greets the caller by name');
    expect(mail.text).toContain('Use the caller’s name twice in every call');
    expect(mail.text).not.toContain('Rushed the greeting');
  }
  await rpContext.close();
  await coachContext.close();
});
