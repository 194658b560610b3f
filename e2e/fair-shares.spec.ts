import { expect, test } from './fixtures';
import { apiCall, apiSession, DESKTOP, newUser, PHONE, SHOTS_DIR, shot, signIn, unique } from './helpers';

// Sets up a course, people and shifts through the API, then opens two screens at two sizes.
test.describe.configure({ timeout: 240_000 });

/**
 * Fair shares on screen (issue 25, part 4): the invite picker's rows and the people a suggested date
 * names say how many shifts each has this month and when the last was, fewest hours first.
 */
test('the invite picker and the suggested dates show each person’s fair share, fewest hours first', async ({ page }) => {
  const admin = await apiSession(page.request, 'admin@example.com');
  const tag = unique();
  const org = await apiCall<{ id: number }>(page.request, 'post', '/clients', admin, {
    client: { orgName: `Fair Org ${tag}`, contactEmail: `fair-${tag}@example.com` },
  });
  const course = await apiCall<{ id: number }>(page.request, 'post', '/courses', admin, {
    course: { name: `Fair Course ${tag}`, clientId: org.id },
  });
  await apiCall(page.request, 'post', `/courses/${course.id}/scenario_components`, admin, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Difficult customer call', rpReference: 1 },
  });
  // The course takes only its qualified role-players: ours.
  const busy = await newUser(page.request, ['rp'], 'Busy');
  const fresh = await newUser(page.request, ['rp'], 'Fresh');
  const coach = await newUser(page.request, ['coach'], 'Fair');
  const sc = await newUser(page.request, ['sc'], 'Fair');
  for (const person of [busy, fresh]) {
    await apiCall(page.request, 'post', `/users/${person.id}/user_qualifications`, admin, {
      userQualification: { courseId: course.id },
    });
  }

  // Busy already worked a shift earlier today (an accepted place): an hour ago, or just after midnight
  // in the first hour of the day, so that it has begun (the 'last' date counts begun shifts) this month.
  const morning = new Date(Math.floor(Math.max(Date.now() - 3_600_000, todayAt(0).getTime() + 60_000) / 60_000) * 60_000);
  const worked = await apiCall<{ id: number }>(page.request, 'post', `/courses/${course.id}/roleplay_shifts`, admin, {
    roleplayShift: { startTime: morning.toISOString(), sessions: 1, extensions: 1, cohortName: `Past ${tag}` },
  });
  const invites = await apiCall<Array<{ id: number; user: { id: number } }>>(
    page.request,
    'put',
    `/roleplay_shifts/${worked.id}/invite`,
    admin,
    { invites: { userIds: [busy.id] } },
  );
  const invite = invites.find((i) => i.user.id === busy.id);
  expect(invite, 'the invitation to accept').toBeTruthy();
  await apiCall(page.request, 'put', `/role_players/accept_event/${invite?.id}`, await apiSession(page.request, busy.email));

  // The shift to staff, a week ahead, and the days of the suggestions: everybody free 10:00–16:00.
  const ahead = await apiCall<{ id: number }>(page.request, 'post', `/courses/${course.id}/roleplay_shifts`, admin, {
    roleplayShift: { startTime: dayAhead(7, 11).toISOString(), sessions: 1, extensions: 1, cohortName: `Ahead ${tag}` },
  });
  for (const person of [busy, fresh, coach, sc]) {
    for (const days of [7, 8, 9, 10, 11, 12, 13]) {
      await apiCall(page.request, 'post', `/users/${person.id}/user_availabilities`, admin, {
        userAvailability: { startTime: dayAhead(days, 10).toISOString(), endTime: dayAhead(days, 16).toISOString() },
      });
    }
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'admin@example.com');

    // The picker: our two, qualified and available, come first; Fresh (no shifts) before Busy (one
    // earlier today), each with their line.
    await page.goto(`/roleplayShifts/${ahead.id}`);
    await page.getByTestId('attendance').getByRole('button', { name: 'Invite' }).click();
    const picker = page.getByRole('dialog', { name: 'Invite to this shift' });
    const freshRow = picker.getByTestId('invitable-user').filter({ hasText: fresh.name });
    const busyRow = picker.getByTestId('invitable-user').filter({ hasText: busy.name });
    await expect(freshRow.getByTestId('fair-share')).toHaveText('No shifts yet');
    await expect(busyRow.getByTestId('fair-share')).toHaveText(/^1 shift this month · last [A-Z][a-z]{2} \d{1,2}$/);
    await shot(page, `fair-share-picker-${size}`);
    if (SHOTS_DIR) await picker.screenshot({ path: `${SHOTS_DIR}/fair-share-picker-dialog-${size}.png` });
    const names = await picker.getByTestId('invitable-user').allTextContents();
    const freshAt = names.findIndex((t) => t.includes(fresh.name));
    const busyAt = names.findIndex((t) => t.includes(busy.name));
    expect([freshAt, busyAt]).toEqual([0, 1]);
    await picker.getByRole('button', { name: 'Cancel' }).click();

    // The suggested dates of a new roleplay shift name the same two, Fresh first.
    await page.goto(`/courses/${course.id}`);
    await page.getByTestId('course-shifts').getByRole('button', { name: 'New shift' }).click();
    await page.getByRole('menuitem', { name: /Roleplay shift/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New roleplay shift' });
    const suggestion = dialog.getByTestId('suggested-date').first();
    await expect(suggestion).toBeVisible({ timeout: 20_000 });
    const people = suggestion.getByTestId('suggested-person');
    await expect(people.filter({ hasText: fresh.name })).toHaveText(`${fresh.name} · No shifts yet`);
    await expect(people.filter({ hasText: busy.name })).toContainText(`${busy.name} · 1 shift this month · last`);
    const chips = await people.allTextContents();
    expect(chips.findIndex((t) => t.includes(fresh.name))).toBeLessThan(chips.findIndex((t) => t.includes(busy.name)));
    await suggestion.scrollIntoViewIfNeeded();
    await shot(page, `fair-share-suggestions-${size}`);
    if (SHOTS_DIR) await suggestion.screenshot({ path: `${SHOTS_DIR}/fair-share-suggestion-${size}.png` });
    // Nothing runs off the side of the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

/** `hour`:00 today in Toronto (the browser-test server's business time zone). */
function todayAt(hour: number): Date {
  return dayAhead(0, hour);
}

/** `hour`:00 in Toronto, `days` days from today. */
function dayAhead(days: number, hour: number): Date {
  const zone = 'America/Toronto';
  const date = new Date(Date.now() + days * 86_400_000);
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );
  for (const offset of ['-05:00', '-04:00']) {
    const candidate = new Date(`${ymd}T${String(hour).padStart(2, '0')}:00:00${offset}`);
    const shown = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(candidate);
    if (Number(shown) === hour) return candidate;
  }
  throw new Error(`no ${hour}:00 on ${ymd} in Toronto`);
}
