import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { apiSession, apiCall as call, createRoleplayShift, expectMessage, newUser, signIn } from './helpers';

// Each test sets up real state through the API and walks the shift page as several people.
test.describe.configure({ timeout: 180_000 });

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Headers = Record<string, string>;

interface Person {
  id: number;
  email: string;
}

/** The ids of staff of one role by e-mail, from the manager's invite picker of the shift. */
async function staffIds(request: APIRequestContext, headers: Headers, type: string, shiftId: number, role: string) {
  const people = await call<Person[]>(
    request,
    'get',
    `/roleplayers?event_type=${type}&event_id=${shiftId}&role=${role}`,
    headers,
  );
  return (email: string) => {
    const person = people.find((p) => p.email === email);
    expect(person, `${email} in the ${role} list`).toBeTruthy();
    return (person as Person).id;
  };
}

/**
 * A fresh course with one scenario and a roleplay shift a week ahead; Riley (a role-player of the
 * test's own: a demo role-player may hold a place another file gave them at the same hour, and
 * could not accept) and Morgan (rp) invited, Casey invited as coach; Morgan has declined.
 */
async function setUpRoleplayShift(request: APIRequestContext) {
  const sc = await apiSession(request, 'sc@example.com');
  const tag = stamp();
  const org = await call<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Attendance Org ${tag}`, contactEmail: `attendance-${tag}@example.com` },
  });
  const courseName = `Attendance Course ${tag}`;
  const course = await call<{ id: number }>(request, 'post', '/courses', sc, { course: { name: courseName, clientId: org.id } });
  await call(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Difficult customer call', rpReference: 1 },
  });
  const shiftId = await createRoleplayShift(request, sc, course.id);
  const rpId = await staffIds(request, sc, 'roleplay', shiftId, 'rp');
  const coachId = await staffIds(request, sc, 'roleplay', shiftId, 'coach');
  const riley = await newUser(request, ['rp'], 'Riley');
  const morgan = rpId('morgan.lee@example.com');
  const casey = coachId('coach@example.com');
  const invites = await call<Array<{ id: number; user: { id: number } }>>(
    request,
    'put',
    `/roleplay_shifts/${shiftId}/invite`,
    sc,
    {
      invites: { userIds: [riley.id, morgan, casey] },
    },
  );
  const morganInvite = invites.find((i) => i.user.id === morgan);
  const morganSession = await apiSession(request, 'morgan.lee@example.com');
  await call(request, 'put', `/role_players/reject_event/${morganInvite?.id}`, morganSession);
  return { shiftId, courseName, riley };
}

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, email);
  return page;
}

test('a role-player accepts, gives the shift to all with a swap request, and undoes it, from the shift page', async ({
  page,
}) => {
  const { shiftId, courseName, riley } = await setUpRoleplayShift(page.request);

  await signIn(page, riley.email);
  await page.goto(`/roleplayShifts/${shiftId}`);
  await expect(page.getByText(courseName).first()).toBeVisible();
  const banner = page.getByTestId('my-invite');
  await expect(banner).toContainText('You are invited to this shift');
  await expect(banner.getByRole('button', { name: 'Give to all…' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expectMessage(page, 'Shift accepted');
  await expect(banner).toContainText('You accepted this shift on');
  await expect(banner.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  // The accepted shift's actions, in the order the dashboard dialog lists them too.
  await expect(banner.getByRole('button')).toHaveText(['Give to…', 'Give to all…', 'Request partial coverage']);

  // Give to all asks first, saying what happens; the subject starts as 'Shift Coverage Request';
  // the offer waits for the details.
  await banner.getByRole('button', { name: 'Give to all…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give this shift to all?' });
  await expect(dialog).toContainText('offered to all qualified role-players');
  await expect(dialog).toContainText('You stay responsible for it until one of them takes it');
  await expect(dialog.getByLabel('Subject')).toHaveValue('Shift Coverage Request');
  const send = dialog.getByRole('button', { name: 'Offer to all' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Details').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Subject').fill('  Cover needed  ');
  await dialog.getByLabel('Details').fill('A family matter: the whole shift, please.');
  await expect(send).toBeEnabled();
  await send.click();
  await expectMessage(page, 'Shift offered to all who could take it');
  await expect(dialog).toBeHidden();
  await expect(banner).toContainText('You offered this shift for swap');
  await expect(banner).toContainText('still responsible');
  const mine = page.getByTestId('attendee').filter({ hasText: '(you)' });
  await expect(mine.getByTestId('invite-status')).toHaveText('Swap requested');

  // Withdraw offer: the shift is plainly theirs again.
  await banner.getByRole('button', { name: 'Withdraw offer' }).click();
  await expectMessage(page, 'Offer withdrawn');
  await expect(banner).toContainText('You accepted this shift on');
  await expect(mine.getByTestId('invite-status')).toHaveText('Accepted');
});

test('a role-player hands the shift to one colleague from the shift page, who takes it there', async ({ page, browser }) => {
  const { shiftId, riley } = await setUpRoleplayShift(page.request);
  // The colleague is the test's own too: who is busy at the shift's hour is not offered it, nor may take it.
  const colleague = await newUser(page.request, ['rp'], 'Jordan');
  await signIn(page, riley.email);
  await page.goto(`/roleplayShifts/${shiftId}`);
  const banner = page.getByTestId('my-invite');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toContainText('You accepted this shift on');

  await banner.getByRole('button', { name: 'Give to…' }).click();
  const form = banner.getByRole('form', { name: 'Give to a role-player' });
  await expect(form.getByRole('button', { name: 'Give shift' })).toBeDisabled();
  await form.getByLabel('Role-player').fill(colleague.name);
  await page.getByRole('option', { name: colleague.name }).click();
  await form.getByRole('button', { name: 'Give shift' }).click();
  await expectMessage(page, `Shift offered to ${colleague.name}`);
  await expect(banner).toContainText('You offered this shift for swap');

  const jordan = await newSignedInPage(browser, colleague.email);
  await jordan.goto(`/roleplayShifts/${shiftId}`);
  const offer = jordan.getByTestId('my-invite');
  await expect(offer).toContainText('Shift Available');
  await expect(offer).toContainText(`${riley.name} would like to hand this shift over to you`);
  await offer.getByRole('button', { name: 'Take' }).click();
  await expectMessage(jordan, 'The shift is now yours');
  await expect(offer).toContainText('You accepted this shift on');
  await expect(jordan.getByTestId('attendance').getByRole('list', { name: 'Role-players' })).not.toContainText(riley.name);
  await jordan.close();
});

test('a role-player declines from the shift page and lands on the dashboard', async ({ page }) => {
  const { shiftId, riley } = await setUpRoleplayShift(page.request);
  await signIn(page, riley.email);
  await page.goto(`/roleplayShifts/${shiftId}`);
  const banner = page.getByTestId('my-invite');
  await banner.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('dialog', { name: 'Decline this shift?' }).getByRole('button', { name: 'Decline' }).click();
  await expectMessage(page, 'Shift declined');
  await expect(page).toHaveURL(/\/$/);
});

test('a manager sees the attendance split by role with the declined under a collapsed line', async ({ page, browser }) => {
  const { shiftId, riley } = await setUpRoleplayShift(page.request);

  await signIn(page, 'sc@example.com');
  await page.goto(`/roleplayShifts/${shiftId}`);
  const attendance = page.getByTestId('attendance');
  await expect(attendance.getByRole('list', { name: 'Role-players' })).toContainText(riley.name);
  await expect(attendance.getByRole('list', { name: 'Coaches' })).toContainText('Casey Coach');
  await expect(attendance.getByRole('list', { name: 'Role-players' })).not.toContainText('Morgan Lee');
  await expect(attendance.getByRole('link', { name: `Coaching history of ${riley.name}` })).toHaveAttribute(
    'href',
    `/users/${riley.id}`,
  );

  // Morgan declined: hidden until the manager opens the Declined line.
  const declined = attendance.getByRole('button', { name: 'Declined (1)' });
  await expect(declined).toHaveAttribute('aria-expanded', 'false');
  await expect(attendance).not.toContainText('Morgan Lee');
  await declined.click();
  await expect(declined).toHaveAttribute('aria-expanded', 'true');
  await expect(attendance.getByRole('list', { name: 'Declined' })).toContainText('Morgan Lee');

  // A role-player on the shift sees neither the declined line nor the coaching links.
  const rpPage = await newSignedInPage(browser, riley.email);
  await rpPage.goto(`/roleplayShifts/${shiftId}`);
  const rpAttendance = rpPage.getByTestId('attendance');
  await expect(rpAttendance.getByRole('list', { name: 'Role-players' })).toContainText(riley.name);
  await expect(rpAttendance.getByRole('button', { name: /Declined/ })).toHaveCount(0);
  await expect(rpAttendance.getByRole('link', { name: /Coaching history/ })).toHaveCount(0);
  await expect(rpAttendance).not.toContainText('Morgan Lee');
  await rpPage.close();
});

test('a manager places a course participant on a live shift today, and the participant opens it', async ({ page, browser }) => {
  // A fresh course with a participant of the test's own enrolled (through the client's participant
  // import): the demo's participant is shared by the worker's other files, whose shifts and names
  // would change what the invite dialog lists.
  const admin = await apiSession(page.request, 'admin@example.com');
  const pat = await newUser(page.request, ['participant'], 'Pat');
  const [first, ...last] = pat.name.split(' ');
  const tag = stamp();
  const org = await call<{ id: number }>(page.request, 'post', '/clients', admin, {
    client: { orgName: `Live Org ${tag}`, contactEmail: `live-${tag}@example.com` },
  });
  const courseName = `Live Course ${tag}`;
  const course = await call<{ id: number }>(page.request, 'post', '/courses', admin, {
    course: { name: courseName, clientId: org.id },
  });
  const csv = [
    'First Name,Last Name,Email,Manager Name,Manager Email,Region,Location,Branch,Time Zone,Position',
    `${first},${last.join(' ')},${pat.email},Mia Boss,mia@example.com,East,Toronto,Main,America/Toronto,Agent`,
  ].join('\n');
  const upload = await page.request.put(`/api/v1/clients/${org.id}/upload_participants`, {
    headers: admin,
    multipart: {
      course_id: String(course.id),
      csv: { name: 'participants.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  // A live shift starting in two minutes: today, in the business time zone.
  const start = new Date(Date.now() + 2 * 60_000);
  const live = await call<{ id: number }>(page.request, 'post', `/courses/${course.id}/live_shifts`, admin, {
    liveShift: { startTime: start.toISOString(), endTime: new Date(start.getTime() + 60 * 60_000).toISOString() },
  });

  await signIn(page, 'sc@example.com');
  await page.goto(`/liveShifts/${live.id}`);
  await expect(page.getByTestId('course-materials')).toContainText('Course materials');
  const attendance = page.getByTestId('attendance');
  await attendance.getByRole('button', { name: 'Invite' }).click();
  const picker = page.getByRole('dialog', { name: 'Invite to this shift' });
  await picker.getByRole('button', { name: 'Participants' }).click();
  const patItem = picker.getByTestId('invitable-user').filter({ hasText: pat.name });
  await expect(patItem).toContainText('Not yet invited');
  await patItem.getByRole('checkbox', { name: pat.name }).check();
  await picker.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectMessage(page, 'Invitation sent');
  await expect(attendance.getByRole('list', { name: 'Participants' })).toContainText(pat.name);

  // The participant opens their own live shift on its day: date, course, attendance, materials.
  const participant = await newSignedInPage(browser, pat.email);
  await participant.goto(`/liveShifts/${live.id}`);
  await expect(participant.getByText(courseName).first()).toBeVisible();
  await expect(participant.getByTestId('attendance').getByRole('list', { name: 'Participants' })).toContainText(pat.name);
  await expect(participant.getByTestId('course-materials')).toBeVisible();
  await expect(participant.getByTestId('my-invite')).toHaveCount(0);
  await participant.close();
});

test('a browser opening /api or /api/v1/participant_schedule sees the not-found page', async ({ page }) => {
  for (const path of ['/api', '/api/v1/participant_schedule']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('The page you are looking for cannot be found')).toBeVisible();
  }
  // An API client still gets JSON.
  const json = await page.request.get('/api/v1/participant_schedule', { headers: { accept: 'application/json' } });
  expect(json.status()).toBe(404);
  expect((await json.json()).code).toBe('not_found');
});

test('a role-player and a participant are refused the reports, rooms and archive areas', async ({ page, browser }) => {
  for (const email of ['rp@example.com', 'participant@example.com']) {
    const person = await newSignedInPage(browser, email);
    for (const path of ['/rooms', '/reports', '/reports/nps', '/archive', '/archive/1']) {
      await person.goto(path);
      await expect(person, `${email} at ${path}`).toHaveURL(/\/$/);
    }
    await person.close();
  }
  // A coach may open the archive.
  await signIn(page, 'coach@example.com');
  await page.goto('/archive/1');
  await expect(page).toHaveURL(/\/archive\/1$/);
});
