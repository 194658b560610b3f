import { createHmac, randomBytes } from 'node:crypto';
import {
  API_PREFIX,
  blockStartTimes,
  type CalendarFeedAddress,
  callJoinUrl,
  callLengthMinutes,
  formatTimeRange,
  formatWeekdayDateTime,
  MESSAGES,
} from '@app/shared';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/types';
import { findLiveUser } from '../users';
import { assertMayManageFeed } from './policy';
import * as repo from './repository';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The feed shows shifts from this many days back… */
export const FEED_DAYS_BACK = 30;
/** …to this many days ahead. */
export const FEED_DAYS_AHEAD = 180;
/** A place lost (declined, removed, swapped away, shift deleted) stays in the feed, CANCELLED, this long. */
export const LOST_DAYS_SHOWN = 30;
/** How long before the window a shift may begin and still reach into it (as the dashboard's calendar). */
const LONGEST_SHIFT_DAYS = 7;
/** A feed secret: an HMAC-SHA256 (256 bits), URL-safe base64. */
const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The feed's public address for a secret. */
export function feedUrl(config: Config, secret: string): string {
  return `${config.appUrl.replace(/\/+$/, '')}${API_PREFIX}/calendar_feeds/${secret}.ics`;
}

/** The user themself, or an admin for anybody; the user must exist (404 otherwise). */
async function mayHandleFeed(db: Db, actor: AuthUser, userId: number): Promise<void> {
  assertMayManageFeed(actor, userId);
  if (!(await findLiveUser(db, userId))) throw notFound(MESSAGES.userNotFound);
}

/**
 * The secret in a feed's address: HMAC-SHA256 of the user id and the feed's nonce under the server's
 * feed key. The table keeps only the nonce (not secret) and the secret's SHA-256, so the page can
 * show the same address again while the database alone cannot rebuild it.
 */
export function feedSecret(key: string, userId: number, nonce: string): string {
  return createHmac('sha256', key).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');
}

function newFeed(key: string, userId: number) {
  const nonce = randomBytes(16).toString('base64url');
  const secret = feedSecret(key, userId, nonce);
  return { nonce, secret, tokenHash: hashToken(secret) };
}

/** GET /users/{id}/calendar_feed: the user's feed address, made on the first ask. */
export async function feedAddress(opts: {
  db: Db;
  config: Config;
  /** The feed key (feed-key.ts). */
  key: string;
  actor: AuthUser;
  userId: number;
}): Promise<CalendarFeedAddress> {
  await mayHandleFeed(opts.db, opts.actor, opts.userId);
  const { userId } = opts;
  let feed = await repo.findFeed(opts.db, userId);
  if (!feed) {
    const { nonce, tokenHash } = newFeed(opts.key, userId);
    feed = await repo.createFeed(opts.db, { userId, nonce, tokenHash });
  }
  const secret = feedSecret(opts.key, userId, feed.nonce);
  const tokenHash = hashToken(secret);
  // The feed key changed since the row was written: the address derived now is the feed's address.
  if (tokenHash !== feed.tokenHash) await repo.rehashFeed(opts.db, { userId, nonce: feed.nonce, tokenHash });
  return { url: feedUrl(opts.config, secret) };
}

/** POST /users/{id}/calendar_feed/reset: a new address; the old one stops working at once. */
export async function resetFeedAddress(opts: {
  db: Db;
  config: Config;
  key: string;
  actor: AuthUser;
  userId: number;
}): Promise<CalendarFeedAddress> {
  await mayHandleFeed(opts.db, opts.actor, opts.userId);
  const { nonce, secret, tokenHash } = newFeed(opts.key, opts.userId);
  await transaction(opts.db, async (tx) => {
    await repo.replaceFeed(tx, { userId: opts.userId, nonce, tokenHash });
    // The trail says the address changed, never the secret (the nonce and hash are redacted by name too).
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'reset',
      entity: 'calendar_feed',
      entityId: opts.userId,
      subjectUserId: opts.userId,
    });
  });
  return { url: feedUrl(opts.config, secret) };
}

/** The feed's window as of `now`: the shifts it shows, and since when a lost place is still shown. */
function feedWindow(now: Date) {
  const start = new Date(now.getTime() - FEED_DAYS_BACK * DAY);
  return {
    start,
    end: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY),
    earliest: new Date(start.getTime() - LONGEST_SHIFT_DAYS * DAY),
    lostSince: new Date(now.getTime() - LOST_DAYS_SHOWN * DAY),
  };
}

/** The calendar text of the feed whose secret is given, or null for no such feed. */
export async function feedCalendar(opts: { db: Db; config: Config; secret: string; now?: Date }): Promise<string | null> {
  if (!FEED_SECRET.test(opts.secret)) return null;
  const owner = await repo.feedOwner(opts.db, hashToken(opts.secret));
  if (!owner) return null;
  const now = opts.now ?? new Date();
  const rows = await repo.feedRows(opts.db, { userId: owner.id, ...feedWindow(now) });
  return buildCalendar({ config: opts.config, owner, rows, now });
}

/** A part in a shift that its holder's feed does not show (feedInvariantViolations). */
export type MissingFeedPart = { user_id: number; event_id: number; part: string; begins: string };

/**
 * The invariant "every person with a part in a shift inside the feed's window has it in their feed":
 * the parts found by a plain statement of the rule (repo.partsInWindow), less those that each live
 * person's feed shows as held (the feed's own read, feedRows, over the same window). Answers the
 * parts missing, none when it holds. The feed reads the parts from the shifts' tables, so this holds
 * unless that read and the rule part ways; it is run after every API test and by `npm run check:data`.
 */
export async function feedInvariantViolations(db: Db, now = new Date()): Promise<MissingFeedPart[]> {
  const window = feedWindow(now);
  const parts = await repo.partsInWindow(db, window);
  const missing: MissingFeedPart[] = [];
  for (const userId of new Set(parts.map((p) => p.userId))) {
    const shown = new Set(
      (await repo.feedRows(db, { userId, ...window }))
        .filter((r) => r.lostAt === null && r.shiftId !== null)
        .map((r) => r.eventId),
    );
    for (const p of parts) {
      if (p.userId === userId && !shown.has(p.eventId))
        missing.push({ user_id: userId, event_id: p.eventId, part: p.part, begins: p.begins.toISOString() });
    }
  }
  return missing;
}

type Role = 'coach' | 'coordinator' | 'role-player' | 'participant';

function roleOf(row: repo.FeedRow, owner: { id: number; roles: string[] }): Role {
  if (row.coachId === owner.id) return 'coach';
  if (row.coordinatorId === owner.id) return 'coordinator';
  if (row.participantCalls.length > 0 || (owner.roles.includes('participant') && !owner.roles.includes('rp')))
    return 'participant';
  return 'role-player';
}

/** How to join the shift's room: its link, or its phone numbers. */
function joinLines(row: repo.FeedRow, callMeetingUrl: string | null = null): string[] {
  if (!row.roomType) return [];
  const lines = [`Room: ${row.roomName ?? ''}`.trim()];
  if (row.roomType === 'phone') {
    if (row.localNumber) lines.push(`Phone: ${row.localNumber}`);
    if (row.tollFreeNumber) lines.push(`Toll-free: ${row.tollFreeNumber}`);
  } else {
    const url = callJoinUrl({ roomType: row.roomType, meetingUrl: row.roomUrl }, callMeetingUrl);
    if (url) lines.push(`Join: ${url}`);
  }
  return lines;
}

function location(row: repo.FeedRow): string | null {
  if (!row.roomType) return null;
  if (row.roomType === 'phone') return [row.roomName, row.localNumber ?? row.tollFreeNumber].filter(Boolean).join(', ') || null;
  return callJoinUrl({ roomType: row.roomType, meetingUrl: row.roomUrl }, null) ?? row.roomName;
}

/** The start and end of a call in block `block` of the row's shift. */
function callTimes(row: repo.FeedRow, block: number): { begins: Date; ends: Date } {
  const length = callLengthMinutes(row.durations.map((duration) => ({ duration })));
  const [begins = row.begins] = blockStartTimes(row.begins, length, block + 1).slice(block);
  return { begins, ends: new Date(begins.getTime() + length * MINUTE) };
}

const ROLE_LABEL: Record<Role, string> = {
  coach: 'Coach',
  coordinator: 'Coordinator',
  'role-player': 'Role-player',
  participant: 'Participant',
};

function firstLine(text: string | null | undefined): string {
  const line = (text ?? '').split('\n')[0]?.trim() ?? '';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

function summaryOf(row: repo.FeedRow, role?: Role): string {
  const title = [row.courseName, row.clientName].filter(Boolean).join(' · ');
  return role ? `${title} (${ROLE_LABEL[role]})` : title;
}

/** Builds the VCALENDAR: one VEVENT per place (or lost place), and one per call of a participant. */
function buildCalendar(opts: {
  config: Config;
  owner: { id: number; roles: string[] };
  rows: repo.FeedRow[];
  now: Date;
}): string {
  const { config, owner, now } = opts;
  const host = new URL(config.appUrl).hostname || 'localhost';
  const zone = config.timeZone;
  const calendar = ical({
    name: 'My shifts',
    prodId: { company: 'Roleplay Back Office', product: 'calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const row of opts.rows) {
    const uid = `shift-${row.eventId}-${owner.id}@${host}`;
    const lost = row.lostAt !== null || row.shiftId === null;
    if (lost) {
      // A participant's lost calls simply leave the feed; a staff member's lost place shows as cancelled.
      if (row.snapshot === null && row.shiftId === null) continue;
      calendar.createEvent({
        id: uid,
        sequence: row.sequence,
        start: row.begins,
        end: row.ends,
        stamp: now,
        summary: `Cancelled: ${row.snapshot?.summary ?? summaryOf(row)}`,
        description: row.snapshot?.description ?? 'You no longer have a place on this shift.',
        location: row.snapshot?.location ?? location(row),
        status: ICalEventStatus.CANCELLED,
      });
      continue;
    }
    const role = roleOf(row, owner);
    if (role === 'participant' && row.participantCalls.length > 0) {
      for (const call of row.participantCalls) {
        const { begins, ends } = callTimes(row, call.block);
        calendar.createEvent({
          id: `call-${call.callId}-${owner.id}@${host}`,
          sequence: row.sequence,
          start: begins,
          end: ends,
          stamp: now,
          summary: `${summaryOf(row)} (call)`,
          description: [
            `Course: ${row.courseName ?? ''}`,
            `Client: ${row.clientName ?? ''}`,
            'Role: participant',
            ...joinLines(row, call.meetingUrl),
          ].join('\n'),
          location:
            callJoinUrl(row.roomType ? { roomType: row.roomType, meetingUrl: row.roomUrl } : null, call.meetingUrl) ??
            location(row),
          status: ICalEventStatus.CONFIRMED,
        });
      }
      continue;
    }
    const status =
      row.inviteStatus === 'invited' && role !== 'coach' && role !== 'coordinator'
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED;
    const lines = [
      `Course: ${row.courseName ?? ''}`,
      `Client: ${row.clientName ?? ''}`,
      `Role: ${ROLE_LABEL[role].toLowerCase()}`,
    ];
    if (row.inviteStatus === 'invited') lines.push('You have not answered this invite yet.');
    if (row.inviteStatus === 'swap_requested')
      lines.push('You offered this place for swap; it stays yours until someone takes it.');
    lines.push(...joinLines(row));
    if (role === 'role-player' && row.rolePlayerCalls.length > 0) {
      lines.push('', 'Your calls:');
      for (const call of row.rolePlayerCalls) {
        const { begins, ends } = callTimes(row, call.block);
        const who = call.participants?.length ? call.participants.join(', ') : 'no participant yet';
        const scenario = firstLine(call.scenario) || 'Scenario';
        lines.push(`- ${formatTimeRange(begins, ends, zone)}: ${scenario} with ${who}`);
      }
    }
    calendar.createEvent({
      id: uid,
      sequence: row.sequence,
      start: row.begins,
      end: row.ends,
      stamp: now,
      summary: summaryOf(row, role),
      description: lines.join('\n'),
      location: location(row),
      status,
    });
  }
  return calendar.toString();
}

// Subscribers: keep the entries (sequence, loss) in step with the shifts. The feed reads who has a
// part from the shifts' own tables; the entries add only what those cannot say: each event's
// SEQUENCE, and the parts lost (shown CANCELLED for LOST_DAYS_SHOWN days).

/** After a change to the shift: its entries follow, the sequence growing for `bump`. */
export async function shiftTouched(tx: Tx, opts: { eventId: number; bump: number[] | 'all' }): Promise<void> {
  await repo.lockShiftEntries(tx, opts.eventId);
  const shift = await repo.shiftTimes(tx, opts.eventId);
  if (!shift) return;
  const people = await repo.peopleOnShift(tx, opts.eventId);
  await repo.syncEntries(tx, { eventId: opts.eventId, begins: shift.begins, ends: shift.ends, people, bump: opts.bump });
}

/**
 * Before the shift goes: every entry of it is lost, keeping what the feed says of it. Its people get
 * an entry first, as a part written with no event (the demo seed) has none yet.
 */
export async function shiftGoing(tx: Tx, config: Config, eventId: number): Promise<void> {
  await shiftTouched(tx, { eventId, bump: [] });
  const names = await repo.shiftNames(tx, eventId);
  const title = names ? [names.courseName, names.clientName].filter(Boolean).join(' · ') : 'Shift';
  const when = names ? formatWeekdayDateTime(names.begins, config.timeZone) : '';
  await repo.loseShift(tx, {
    eventId,
    snapshot: {
      summary: title,
      description: `This shift was deleted${when ? ` (it was to start on ${when})` : ''}.`,
      location: names?.roomName ?? null,
    },
  });
}

export async function courseGoing(tx: Tx, config: Config, courseId: number): Promise<void> {
  for (const eventId of await repo.shiftsOfCourse(tx, courseId)) await shiftGoing(tx, config, eventId);
}

/** A room's details changed: the shifts in it that feeds still show get a new sequence. */
export async function roomTouched(tx: Tx, roomId: number): Promise<void> {
  const since = new Date(Date.now() - (FEED_DAYS_BACK + LOST_DAYS_SHOWN) * DAY);
  for (const eventId of await repo.shiftsInRoom(tx, { roomId, since })) await shiftTouched(tx, { eventId, bump: 'all' });
}
