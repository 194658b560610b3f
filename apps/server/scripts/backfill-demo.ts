/**
 * Automatic backfill, end to end on the demo (issue 25, part 3). Builds the demo in a fresh,
 * temporary PGlite database with the demo seed, makes a shift of the demo course short of
 * role-players, then runs the scheduled jobs with a controlled clock: the reminder to answer, the
 * lapse of an unanswered invitation, the shift's deadline (places open, first wave), the second
 * wave, a take (and a late taker refused), and prints the trail: who was offered which place when,
 * and who took it.
 *
 *   npm run demo:backfill        (or: npx tsx apps/server/scripts/backfill-demo.ts)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatWeekdayDateTime, type ShiftBackfill } from '@app/shared';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { courses, eventInvites, mailOutbox, userAvailabilities, users } from '../src/db/schema';
import { seedDemo } from '../src/db/seed';
import { runDueJobs } from '../src/jobs/runner';
import { AppError } from '../src/lib/errors';
import { issueSession } from '../src/modules/auth';
import { backfillJobHandlers } from '../src/modules/backfill';
import { takeBackfillPlace } from '../src/modules/backfill/service';
import type { AuthUser } from '../src/plugins/types';

const HOUR = 3_600_000;
const MINUTE = 60_000;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backfill-demo-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), dataDir };
  const database = await openDatabase({ dataDir });
  const db = database.db;
  const zone = config.timeZone;
  const when = (d: Date | string) => formatWeekdayDateTime(d, zone);
  try {
    await seedDemo(db, { timeZone: zone });
    const app = await buildApp({ config, db });
    await app.ready();

    const people = await db.select({ id: users.id, name: users.name, email: users.email }).from(users);
    const person = (email: string) => {
      const found = people.find((p) => p.email === email);
      if (!found) throw new Error(`demo user ${email} missing`);
      return found;
    };
    const nameOf = (email: string) => people.find((p) => p.email === email)?.name ?? email;
    const tokenOf = async (email: string) =>
      (await issueSession(db, { userId: person(email).id, scope: 'backoffice', ttlHours: 1 })).token;
    const api = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, email: string, payload?: unknown) => {
      const res = await app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${await tokenOf(email)}` },
        ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      });
      if (res.statusCode >= 400 && res.statusCode !== 409) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res;
    };

    const [course] = await db.select().from(courses).where(eq(courses.name, 'Customer Conversations'));
    if (!course) throw new Error('demo course missing');
    await api('PUT', `/courses/${course.id}/preferences`, 'admin@example.com', {
      preferences: { answerByHours: 48, backfillWaveSize: 2, backfillWaveHours: 2 },
    });

    // A roleplay shift five days ahead: two scenarios at ratio 1.5 need three role-players.
    const begins = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 5 * 24 * HOUR);
    const created = await api('POST', `/courses/${course.id}/roleplay_shifts`, 'sc@example.com', {
      roleplayShift: {
        startTime: begins.toISOString(),
        sessions: 2,
        extensions: 1,
        cohortName: 'Backfill demo',
        staffingRatio: 1.5,
        coachId: person('coach@example.com').id,
        shiftCoordinatorId: person('sc@example.com').id,
        answerByHoursBeforeStart: 72,
      },
    });
    const shift = created.json() as { id: number; begins: string; ends: string };
    const rolePlayers = [
      'rp@example.com',
      'morgan.lee@example.com',
      'jordan.singh@example.com',
      'taylor.brooks@example.com',
      'alex.martin@example.com',
      'quinn.tremblay@example.com',
      'avery.gagnon@example.com',
    ];
    // Everybody is free around the shift: one stretch each, in place of what the seed gave them there
    // (the seed's availability next week overlaps it on some weekdays, and two stretches may not overlap).
    const freeFrom = new Date(begins.getTime() - 2 * HOUR);
    const freeUntil = new Date(new Date(shift.ends).getTime() + 2 * HOUR);
    const rolePlayerIds = rolePlayers.map((email) => person(email).id);
    await db
      .delete(userAvailabilities)
      .where(
        and(
          inArray(userAvailabilities.userId, rolePlayerIds),
          lt(userAvailabilities.startTime, freeUntil),
          gt(userAvailabilities.endTime, freeFrom),
        ),
      );
    await db
      .insert(userAvailabilities)
      .values(rolePlayerIds.map((userId) => ({ userId, startTime: freeFrom, endTime: freeUntil })));
    await db.delete(eventInvites).where(
      and(
        eq(eventInvites.eventId, shift.id),
        inArray(
          eventInvites.userId,
          rolePlayers.map((e) => person(e).id),
        ),
      ),
    );

    const line = (at: Date | string, text: string) => console.log(`  ${when(at).padEnd(22)} ${text}`);
    console.log(`\nBackfill demo on ${config.timeZone} time, PGlite in ${dataDir}`);
    console.log(
      `Shift #${shift.id}: ${course.name}, ${when(shift.begins)}–${when(shift.ends).split(' ').pop()}, needs 3 role-players; coach ${nameOf('coach@example.com')}, coordinator ${nameOf('sc@example.com')}\n`,
    );

    const now0 = new Date();
    await api('PUT', `/roleplay_shifts/${shift.id}/invite`, 'sc@example.com', {
      invites: { userIds: [person('rp@example.com').id, person('morgan.lee@example.com').id] },
    });
    const invites = await db.select().from(eventInvites).where(eq(eventInvites.eventId, shift.id));
    const inviteOf = (email: string) => invites.find((i) => i.userId === person(email).id);
    line(
      now0,
      `${nameOf('rp@example.com')} and ${nameOf('morgan.lee@example.com')} invited; answer by ${when(inviteOf('rp@example.com')?.answerBy ?? now0)}`,
    );
    await api('PUT', `/role_players/accept_event/${inviteOf('rp@example.com')?.id}`, 'rp@example.com');
    line(now0, `${nameOf('rp@example.com')} accepts`);

    let lastMail = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).reduce((m, r) => Math.max(m, r.id), 0);
    const mailsSince = async (at: Date) => {
      const rows = await db.select().from(mailOutbox).where(gt(mailOutbox.id, lastMail)).orderBy(mailOutbox.id);
      for (const m of rows) {
        lastMail = Math.max(lastMail, m.id);
        line(at, `  e-mail to ${m.to.map((to) => nameOf(to)).join(', ')}: "${m.subject}"`);
      }
    };
    const runAt = async (at: Date, what: string) => {
      const counts = await runDueJobs({ db, config, handlers: backfillJobHandlers, now: at, batchSize: 100 });
      line(at, `jobs run (${what}): ${counts.done} done, ${counts.deferred} re-armed, ${counts.failed} failed`);
      await mailsSince(at);
    };

    const morganAnswerBy = inviteOf('morgan.lee@example.com')?.answerBy ?? now0;
    await runAt(new Date(morganAnswerBy.getTime() - 24 * HOUR + MINUTE), 'reminder to answer');
    await runAt(new Date(morganAnswerBy.getTime() + MINUTE), 'answer-by time');
    const deadline = new Date(begins.getTime() - 72 * HOUR);
    const atDeadline = new Date(Math.max(deadline.getTime(), morganAnswerBy.getTime()) + 2 * MINUTE);
    await runAt(atDeadline, 'the shift deadline: places open, wave 1');
    const secondWave = new Date(atDeadline.getTime() + 2 * HOUR);
    await runAt(secondWave, 'wave 2');

    const state = async () => (await api('GET', `/shifts/${shift.id}/backfill`, 'sc@example.com')).json() as ShiftBackfill;
    let backfill = await state();
    const [first] = backfill.places;
    if (!first) throw new Error('no place opened');
    const secondWaveOffer = first.offers.find((o) => o.wave === 2);
    const firstWaveOffer = first.offers.find((o) => o.wave === 1);
    if (secondWaveOffer && firstWaveOffer) {
      // The take as POST /backfill_places/{id}/take runs it, on the demo's clock.
      const takeAt = new Date(secondWave.getTime() + 25 * MINUTE);
      const take = async (userId: number) => {
        try {
          return `200 ${JSON.stringify(await takeBackfillPlace({ db, actor: { id: userId } as AuthUser, id: first.id, now: takeAt }))}`;
        } catch (err) {
          return err instanceof AppError ? `${err.status} ${err.code}: ${err.message}` : String(err);
        }
      };
      line(takeAt, `${secondWaveOffer.user.name} takes place #${first.id}: ${await take(secondWaveOffer.user.id)}`);
      line(takeAt, `${firstWaveOffer.user.name} tries place #${first.id} too: ${await take(firstWaveOffer.user.id)}`);
      await mailsSince(takeAt);
    }
    await runAt(new Date(secondWave.getTime() + 2 * HOUR), 'wave 3 for what is still open');

    backfill = await state();
    console.log(
      `\nThe trail (GET /shifts/${shift.id}/backfill): backfill ${backfill.backfillEnabled ? 'on' : 'off'}, deadline ${when(backfill.deadline ?? '')}`,
    );
    for (const place of backfill.places) {
      console.log(`  Place #${place.id}: ${place.role}, opened ${when(place.openedAt)} (${place.reason}), now ${place.status}`);
      for (const offer of place.offers)
        console.log(`    wave ${offer.wave}  ${when(offer.offeredAt).padEnd(22)} offered to ${offer.user.name}`);
      if (place.filledBy) console.log(`    taken by ${place.filledBy.name} at ${when(place.filledAt ?? '')}`);
    }
    const final = await db.select().from(eventInvites).where(eq(eventInvites.eventId, shift.id));
    console.log('\nPlaces on the shift now:');
    for (const i of final) console.log(`  ${people.find((p) => p.id === i.userId)?.name}: ${i.status}`);
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
