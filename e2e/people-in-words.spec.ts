import { expect, test } from './fixtures';
import {
  apiCall,
  apiSession,
  createStaffedShift,
  DESKTOP,
  expectMessage,
  mainNav,
  newCourse,
  newUser,
  PHONE,
  shot,
  signIn,
} from './helpers';

// Each test builds its own people, course and shift through the API (issue 35, items 3, 5 and 9).
test.describe.configure({ timeout: 240_000 });

for (const size of [DESKTOP, PHONE]) {
  const at = size === PHONE ? 'phone' : 'desktop';

  test(`a coordinator hands their own place to another coordinator, picked from coordinators only (${at})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const sc = await apiSession(request, 'sc@example.com');
    const giver = await newUser(request, ['sc'], 'Giver');
    const taker = await newUser(request, ['sc'], 'Taker');
    const rolePlayer = await newUser(request, ['rp'], 'Player');
    const { courseId } = await newCourse(request, sc, 'Hand Over');
    const shiftId = await createStaffedShift(request, sc, { courseId, daysAhead: 9, shiftCoordinatorId: giver.id });

    await signIn(page, giver.email);
    await page.goto(`/roleplayShifts/${shiftId}`);
    const banner = page.getByTestId('my-invite');
    await expect(banner).toContainText('hand it to another shift coordinator');
    await banner.getByRole('button', { name: 'Give to…' }).click();
    const form = page.getByRole('form', { name: 'Give to a shift coordinator' });
    await form.getByRole('combobox', { name: 'Shift coordinator' }).click();
    await expect(page.getByRole('option', { name: new RegExp(taker.name) })).toBeVisible();
    await expect(page.getByRole('option', { name: new RegExp(rolePlayer.name) })).toHaveCount(0);
    await shot(page, `give-to-coordinator-${at}`);
    await page.getByRole('option', { name: new RegExp(taker.name) }).click();
    await form.getByRole('button', { name: 'Give shift' }).click();
    await expectMessage(page, `Shift offered to ${taker.name}`);
    await expect(page.getByText(/Invalid body/)).toHaveCount(0);

    // The taker takes it and is the shift's coordinator, named so on the page.
    const takerSession = await apiSession(request, taker.email);
    const shift = await apiCall<{ details: { attendees: Array<{ id: number; inviteId: number }> } }>(
      request,
      'get',
      `/roleplay_shifts/${shiftId}`,
      takerSession,
    );
    const offered = shift.details.attendees.find((a) => a.id === giver.id);
    await apiCall(request, 'put', `/role_players/accept_swap_event/${offered?.inviteId}`, takerSession);
    const after = await apiCall<{ details: { shiftCoordinatorId: number; shiftCoordinatorName: string } }>(
      request,
      'get',
      `/roleplay_shifts/${shiftId}`,
      sc,
    );
    expect(after.details).toMatchObject({ shiftCoordinatorId: taker.id, shiftCoordinatorName: taker.name });
  });

  test(`a role-player reads the shift's people by name, has My profile, and sees only the colleagues of their shifts (${at})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const sc = await apiSession(request, 'sc@example.com');
    const coach = await newUser(request, ['coach'], 'Named');
    const coordinator = await newUser(request, ['sc'], 'Leading');
    const me = await newUser(request, ['rp'], 'Reader');
    const stranger = await newUser(request, ['rp'], 'Stranger');
    const { courseId, courseName } = await newCourse(request, sc, 'In Words');
    const shiftId = await createStaffedShift(request, sc, {
      courseId,
      daysAhead: 11,
      coachId: coach.id,
      shiftCoordinatorId: coordinator.id,
    });
    const [invite] = await apiCall<Array<{ id: number }>>(request, 'put', `/roleplay_shifts/${shiftId}/invite`, sc, {
      invites: { userIds: [me.id] },
    });
    const mine = await apiSession(request, me.email);
    await apiCall(request, 'put', `/role_players/accept_event/${invite?.id}`, mine);

    await signIn(page, me.email);
    await page.goto(`/roleplayShifts/${shiftId}`);
    await expect(page.getByTestId('coach-name')).toHaveText(`Coach: ${coach.name}`);
    await expect(page.getByTestId('coordinator-name')).toHaveText(`Shift coordinator: ${coordinator.name}`);
    await expect(page.getByText(/User #\d/)).toHaveCount(0);
    await shot(page, `shift-people-named-rp-${at}`);

    if (size === PHONE) await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'My shifts', 'Colleagues', 'My profile']);
    await mainNav(page).getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${me.id}$`));

    await page.goto('/users/team');
    await expect(page.getByRole('heading', { name: 'Colleagues' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Colleagues' });
    await expect(grid.getByText(coach.name)).toBeVisible();
    await expect(grid.getByText(coordinator.name)).toBeVisible();
    await expect(grid.getByText(stranger.name)).toHaveCount(0);
    await shot(page, `colleagues-rp-${at}`);
    const refused = await page.request.get(`/api/v1/users/${stranger.id}`, { headers: mine });
    expect(refused.status()).toBe(404);

    // The admin's Activity names the invite by its holder and shift, and its status in words.
    await apiCall(request, 'put', `/role_players/swap_event/${invite?.id}`, mine, {});
    const admin = await page.context().browser()?.newPage({ viewport: size });
    if (!admin) throw new Error('no browser');
    await signIn(admin, 'admin@example.com');
    await admin.goto(`/activity?entity=event_invite&entity_id=${invite?.id}`);
    const activity = admin.getByRole('grid', { name: 'Activity' });
    await expect(activity.getByText(new RegExp(`Invite: ${me.name}, ${courseName}`)).first()).toBeVisible();
    await expect(activity).not.toContainText('swap_requested');
    await expect(activity).not.toContainText(/Invite #|User #/);
    await shot(admin, `activity-named-${at}`);
    await admin.close();
  });
}
