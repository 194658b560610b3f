import { type APIRequestContext, expect, test } from './fixtures';
import { apiCall, apiSession, createRoleplayShift, DESKTOP, newUser, PHONE, shot, signIn, unique } from './helpers';

// Two browsers and a course set up through the API: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A client, a course and a roleplay shift of it a week ahead, made through the API as the demo sc. */
async function shiftOfNewCourse(request: APIRequestContext) {
  const headers = await apiSession(request, 'sc@example.com');
  const tag = unique();
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', headers, {
    client: { orgName: `Live Org ${tag}`, contactEmail: `live-org-${tag}@example.com` },
  });
  const courseName = `Live updates ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', headers, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, headers, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'A difficult call', rpReference: 1 },
  });
  const shiftId = await createRoleplayShift(request, headers, course.id);
  return { courseId: course.id, courseName, shiftId, path: `/courses/${course.id}/roleplayShifts/${shiftId}` };
}

test('two people on one shift page see each other’s changes without reloading, and an edit in progress is kept', async ({
  browser,
  request,
}) => {
  const { courseName, path } = await shiftOfNewCourse(request);
  const sam = await newUser(request, ['sc'], 'Sam');
  const kim = await newUser(request, ['sc'], 'Kim');

  const samContext = await browser.newContext({ viewport: DESKTOP });
  const kimContext = await browser.newContext({ viewport: DESKTOP });
  try {
    const samPage = await samContext.newPage();
    const kimPage = await kimContext.newPage();
    for (const [page, who] of [
      [samPage, sam],
      [kimPage, kim],
    ] as const) {
      await signIn(page, who.email);
      // The stream opens with the signed-in layout: wait for it before anything changes.
      const streamOpened = page.waitForResponse((res) => res.url().includes('/api/v1/live?') && res.status() === 200);
      await page.goto(path);
      // The first page of a fresh context loads the app's code: give a busy machine time.
      await expect(page.getByRole('heading', { name: courseName, level: 1 })).toBeVisible({ timeout: 20_000 });
      await streamOpened;
    }
    const samMemo = samPage.getByTestId('memo').getByRole('textbox', { name: 'Memo' });
    const kimMemo = kimPage.getByTestId('memo').getByRole('textbox', { name: 'Memo' });

    // Sam saves a memo: Kim's page shows it without a reload.
    await samMemo.fill('Headsets are in the blue box.');
    await samPage.getByTestId('memo').getByRole('button', { name: 'Save memo' }).click();
    await expect(samPage.getByTestId('memo-state')).toHaveText('Saved');
    await expect(kimMemo).toHaveValue('Headsets are in the blue box.');
    await shot(kimPage, 'live-updates-memo-arrived');

    // Kim is editing when Sam saves again: Kim's words stay, and the page says who changed it.
    await kimMemo.fill('Kim is still writing this');
    await samMemo.fill('Room opens at 8:45.');
    await samPage.getByTestId('memo').getByRole('button', { name: 'Save memo' }).click();
    await expect(samPage.getByTestId('memo-state')).toHaveText('Saved');
    const notice = kimPage.getByTestId('changed-elsewhere');
    await expect(notice).toHaveText(new RegExp(`Changed by ${sam.name} a moment ago`));
    await expect(kimMemo).toHaveValue('Kim is still writing this');
    await shot(kimPage, 'live-updates-changed-by');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(kimMemo).toHaveValue('Room opens at 8:45.');
    await expect(notice).toBeHidden();
  } finally {
    await samContext.close();
    await kimContext.close();
  }
});

test('a role-player with My shifts open on a phone sees a new invitation arrive, with Accept and Decline, without reloading', async ({
  browser,
  request,
}) => {
  const { courseName, shiftId } = await shiftOfNewCourse(request);
  const rp = await newUser(request, ['rp'], 'Remy');
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    // The stream opens with the signed-in layout: wait for it before the invitation is sent.
    const streamOpened = page.waitForResponse((res) => res.url().includes('/api/v1/live?') && res.status() === 200);
    await signIn(page, rp.email);
    // A role-player on a phone lands on My shifts.
    await expect(page).toHaveURL(/\/my-shifts$/);
    const waiting = page.getByRole('region', { name: /^Waiting for your answer/ });
    await expect(waiting).toContainText('No invitations wait for an answer.', { timeout: 20_000 });
    await streamOpened;

    // The coordinator invites Remy through the API, as from another browser.
    const sc = await apiSession(request, 'sc@example.com');
    await apiCall(request, 'put', `/roleplay_shifts/${shiftId}/invite`, sc, { invites: { userIds: [rp.id] } });

    const invitation = waiting.getByRole('article').filter({ has: page.locator(`a[href="/roleplayShifts/${shiftId}"]`) });
    await expect(invitation).toBeVisible();
    await expect(invitation.getByRole('link', { name: courseName })).toBeVisible();
    await expect(invitation.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(invitation.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await expect(waiting).not.toContainText('No invitations wait for an answer.');
    await shot(page, 'live-updates-my-shifts-invitation-390');
  } finally {
    await context.close();
  }
});
