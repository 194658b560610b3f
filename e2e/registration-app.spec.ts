import { type APIRequestContext, expect, type Page, test } from './fixtures';
import {
  apiCall,
  apiSession,
  DESKTOP,
  PHONE,
  regappSignInLink,
  seriousViolations,
  shot,
  signIn,
  unique,
  uploadParticipants,
} from './helpers';

// The registration app from a participant's phone: the course page's link, the e-mailed sign-in
// link (read from the outbox), a booked call, moved, cancelled, and refused inside the change and
// cancel windows once a manager widens them. Axe checks each of the app's screens.
test.describe.configure({ timeout: 360_000 });

interface World {
  courseId: number;
  participantEmail: string;
  /** The first shift's start (a week ahead) and the second's (three weeks ahead). */
  soon: Date;
  later: Date;
}

/** 15:00 UTC `days` from now: 10:00 or 11:00 in Toronto, 7:00 or 8:00 in Vancouver, never across midnight. */
function daysAhead(days: number): Date {
  const at = new Date(Date.now() + days * 24 * 3_600_000);
  at.setUTCHours(15, 0, 0, 0);
  return at;
}

/**
 * A client and a course with one 30-minute scenario, a participant in Vancouver added by upload,
 * and two roleplay shifts visible in the registration app, each with one call (one place) in block 0.
 */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const tag = unique();
  const sc = await apiSession(request, 'sc@example.com');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', sc, {
    client: { orgName: `Regapp Org ${tag}`, contactEmail: `regapp-${tag}@example.com` },
  });
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', sc, {
    course: { name: `Registration ${tag}`, clientId: client.id, roleplayerAssessmentTemplateId: 1 },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, sc, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 30, content: 'Fee dispute', rpReference: 1 },
  });
  const participantEmail = `reg-${tag}@example.com`;
  await uploadParticipants(request, sc, { clientId: client.id, courseId: course.id }, [
    `Rita,Moreno ${tag},${participantEmail},Mia Boss,mia-${tag}@example.com,West,Vancouver,Main,America/Vancouver,Agent`,
  ]);

  const soon = daysAhead(7);
  const later = daysAhead(21);
  for (const start of [soon, later]) {
    const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, sc, {
      roleplayShift: { startTime: start.toISOString(), sessions: 1, extensions: 1, cohortName: 'A' },
    });
    await apiCall(request, 'patch', `/roleplay_shifts/${shift.id}`, sc, { roleplayShift: { regAppVisibility: true } });
    await apiCall(request, 'post', '/calls', sc, { call: { eventId: shift.id, blockNumber: 0 } });
  }
  return { courseId: course.id, participantEmail, soon, later };
}

/**
 * The day heading ('Wed Dec 2 2026') and the span ('7:00–7:30') a phone in Vancouver reads for
 * a 30-minute call starting at `start`, worked out by the browser itself: its time-zone rules are the
 * ones the page uses (they may be newer than Node's).
 */
async function vancouverTime(page: Page, start: Date): Promise<{ day: string; span: string }> {
  return page.evaluate((iso) => {
    const zone = 'America/Vancouver';
    const at = new Date(iso);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    const clock = (moment: Date) => {
      const p = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .formatToParts(moment)
          .map((part) => [part.type, part.value]),
      );
      return `${Number(p.hour) % 24}:${p.minute}`;
    };
    return {
      day: `${parts.weekday} ${parts.month} ${parts.day} ${parts.year}`,
      span: `${clock(at)}–${clock(new Date(at.getTime() + 30 * 60_000))}`,
    };
  }, start.toISOString());
}

async function expectNoSeriousViolations(page: Page, where: string) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
}

test('a new participant books, moves and cancels a call from the course link on a phone, and is refused inside each window', async ({
  browser,
  page,
  request,
}) => {
  const world = await makeWorld(request);
  const sc = await apiSession(request, 'sc@example.com');

  // The coordinator's course page shows the link (and its QR code).
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'sc@example.com');
  await page.goto(`/courses/${world.courseId}`);
  const linkCard = page.getByTestId('registration-url').getByRole('link');
  const href = (await linkCard.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/register\/[^/?]+$/);
  await expect(page.getByTestId('registration-qr')).toBeVisible();
  await expect(page.getByTestId('regapp-summary')).toContainText('Not booked');
  const registerPath = new URL(href).pathname;

  // The participant opens it on a phone: the e-mail page, then "check your e-mail".
  const phone = await browser.newContext({ viewport: PHONE });
  const app = await phone.newPage();
  await app.goto(registerPath);
  await expect(app.getByRole('heading', { name: 'Book your practice call', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(app, 'the e-mail page');
  await expectNoSidewaysScroll(app, 'the e-mail page');
  await shot(app, 'regapp-email-phone');
  await app.getByLabel('E-mail address').fill(world.participantEmail);
  await app.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(app.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(app.getByTestId('check-email')).toContainText(world.participantEmail);
  await expectNoSeriousViolations(app, 'the check-your-e-mail page');
  await shot(app, 'regapp-check-email-phone');

  // The e-mailed link signs in and leaves no token in the address.
  const link = await regappSignInLink(request, world.participantEmail);
  expect(link.startsWith(registerPath)).toBe(true);
  await app.goto(link);
  const bookings = app.getByRole('region', { name: 'Your calls' });
  await expect(bookings).toContainText('You have not booked a call yet.');
  expect(new URL(app.url()).search).toBe('');
  const times = app.getByRole('region', { name: 'Available times' });
  await expect(times).toContainText('Times are shown in your time zone, America/Vancouver.');
  await expectNoSeriousViolations(app, 'the course page');
  await expectNoSidewaysScroll(app, 'the course page');
  await shot(app, 'regapp-course-phone');

  // Book the time a week ahead with one tap.
  // Both shifts start at the same hour: each time is found under its day.
  const soon = await vancouverTime(app, world.soon);
  const later = await vancouverTime(app, world.later);
  const soonRow = times.getByRole('region', { name: soon.day }).getByTestId('regapp-time');
  const laterRow = () => times.getByRole('region', { name: later.day }).getByTestId('regapp-time');
  await soonRow.getByRole('button', { name: /^Book/ }).click();
  await expect(app.getByTestId('regapp-notice')).toContainText('Your call is booked.');
  await expect(bookings.getByTestId('regapp-booking')).toContainText(`${soon.day}, ${soon.span}`);
  await expect(soonRow).toContainText('Booked');
  await expect(times).toContainText('You have booked as many calls as this course allows.');
  await shot(app, 'regapp-booked-phone');

  // Move it three weeks ahead.
  await bookings.getByRole('button', { name: 'Move' }).click();
  await expect(times).toContainText('Choose the new time for your call in the list below.');
  await laterRow()
    .getByRole('button', { name: /^Move here/ })
    .click();
  await expect(app.getByTestId('regapp-notice')).toContainText('Your call has been moved.');
  await expect(laterRow()).toContainText('Booked');
  await expect(bookings.getByTestId('regapp-booking')).toContainText(later.day);
  await expect(soonRow.getByRole('button', { name: /^Book/ })).toHaveCount(0); // at the limit again

  // Cancel it, after saying yes.
  await bookings.getByRole('button', { name: 'Cancel' }).click();
  const dialog = app.getByRole('dialog', { name: 'Cancel this call?' });
  await expectNoSeriousViolations(app, 'the cancel question');
  await dialog.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(app.getByTestId('regapp-notice')).toContainText('Your call has been cancelled.');
  await expect(bookings).toContainText('You have not booked a call yet.');

  // Book the week-ahead time again; the manager widens the change window to 10 days: moving is refused.
  await soonRow.getByRole('button', { name: /^Book/ }).click();
  await expect(app.getByTestId('regapp-notice')).toContainText('Your call is booked.');
  const course = await apiCall<{ updatedAt: string }>(request, 'get', `/courses/${world.courseId}`, sc);
  const widened = await apiCall<{ updatedAt: string }>(request, 'put', `/courses/${world.courseId}`, sc, {
    course: { changeTimeout: 10, updatedAt: course.updatedAt },
  });
  await app.reload();
  // Closed before anyone taps it: Move is disabled, saying since when and whom to contact.
  await expect(bookings.getByRole('button', { name: 'Move' })).toBeDisabled();
  await expect(bookings.getByTestId('regapp-booking')).toContainText(soon.day);
  await expect(bookings.getByTestId('regapp-booking')).toContainText('Moving closed on');
  await expect(bookings.getByTestId('regapp-booking')).toContainText('To change it now, contact');
  await expect(bookings.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await shot(app, 'regapp-refused-phone');

  // ... and with the cancel window at 10 days, cancelling is refused too.
  await apiCall(request, 'put', `/courses/${world.courseId}`, sc, {
    course: { cancelTimeout: 10, updatedAt: widened.updatedAt },
  });
  await bookings.getByRole('button', { name: 'Cancel' }).click();
  await dialog.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(app.getByRole('alert').filter({ hasText: 'can no longer be cancelled within 10 days' })).toBeVisible();
  await expect(bookings.getByTestId('regapp-booking')).toHaveCount(1);

  // The same pages at desktop size, for a person to look at.
  await app.setViewportSize(DESKTOP);
  await expectNoSeriousViolations(app, 'the course page at desktop size');
  await shot(app, 'regapp-course-desktop');

  // Signing out ends the session: the e-mail page again.
  await app.getByRole('button', { name: 'Sign out' }).click();
  await expect(app.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeVisible();
  await shot(app, 'regapp-email-desktop');
  await phone.close();

  // Back office: the participant counts as booked, through the API and on a freshly opened course page.
  expect(await apiCall(request, 'get', `/courses/${world.courseId}/regapp_summary`, sc)).toEqual({
    booked: 1,
    waiting: 0,
    notBooked: 0,
  });
  const office = await browser.newContext({ viewport: DESKTOP });
  const manager = await office.newPage();
  await signIn(manager, 'sc@example.com');
  await manager.goto(`/courses/${world.courseId}`);
  // A fresh browser's first course page loads its chunks and draws the whole details page: on a busy
  // machine that has taken over 7 s (traced: 4 s between the last chunk and the page's first request).
  await expect(manager.getByTestId('regapp-summary')).toContainText(/^Booked\s*1\s*Waiting\s*0\s*Not booked\s*0$/, {
    timeout: 20_000,
  });
  await shot(manager, 'regapp-config-card-desktop');
  await office.close();
});
