import { LIVE_TICKET_SECONDS, type LiveChange, MESSAGES } from '@app/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/types';
import { findSessionUser } from '../auth';
import { changeOf, mayHear, type StreamViewer } from './hub';
import { eventsAfter, insertTicket, keptRange, takeTicket } from './repository';

/** A reconnect that missed more than this many events is told to read everything again. */
export const REPLAY_LIMIT = 500;

/**
 * A single-use ticket that opens one live stream for the caller's session within
 * LIVE_TICKET_SECONDS (an EventSource cannot send the bearer token). `sessionToken` is the bearer
 * token of the request: the stream is the session's, and ends working when it does.
 */
export async function issueTicket(opts: { db: Db; sessionToken: string; now?: Date }): Promise<{ ticket: string }> {
  const now = opts.now ?? new Date();
  const ticket = newToken();
  await insertTicket(opts.db, {
    ticketHash: hashToken(ticket),
    sessionHash: hashToken(opts.sessionToken),
    expiresAt: new Date(now.getTime() + LIVE_TICKET_SECONDS * 1000),
  });
  return { ticket };
}

/** Takes the ticket (it opens one stream only) and answers whose session it is; 401 when unknown, used, expired, or its session ended. */
export async function redeemTicket(opts: { db: Db; ticket: string; now?: Date }): Promise<AuthUser> {
  const sessionHash = await takeTicket(opts.db, hashToken(opts.ticket), opts.now ?? new Date());
  const user = sessionHash ? await findSessionUser(opts.db, sessionHash) : null;
  if (!user) throw new AppError('unauthorized', MESSAGES.liveTicketInvalid);
  return user;
}

/** What a stream sends first: what the viewer missed since `lastEventId`, or that they must read everything again. */
export type Replay =
  | { kind: 'events'; events: Array<{ id: number; change: LiveChange }>; newest: number }
  | { kind: 'refetch'; newest: number };

/**
 * The viewer's missed events after `lastEventId` (oldest first), or `refetch` when some may be gone:
 * older than the events kept, more than REPLAY_LIMIT, or an id this database never gave. Without
 * `lastEventId`, none: `newest` is where the stream starts.
 */
export async function replayFor(opts: { db: Db; viewer: StreamViewer; lastEventId: string | undefined }): Promise<Replay> {
  const { oldest, newest } = await keptRange(opts.db);
  const top = newest ?? 0;
  if (opts.lastEventId === undefined || opts.lastEventId === '') return { kind: 'events', events: [], newest: top };
  const last = /^\d{1,15}$/.test(opts.lastEventId) ? Number(opts.lastEventId) : Number.NaN;
  if (!Number.isSafeInteger(last) || last > top) return { kind: 'refetch', newest: top };
  if (last === top) return { kind: 'events', events: [], newest: top };
  // Ids are not handed out without gaps (a rolled-back insert uses one), so only a gap before the
  // oldest kept event can mean events were purged.
  if (oldest === null || last < oldest - 1) return { kind: 'refetch', newest: top };
  const rows = await eventsAfter(opts.db, last, REPLAY_LIMIT + 1);
  if (rows.length > REPLAY_LIMIT) return { kind: 'refetch', newest: top };
  const events = rows.filter((row) => mayHear(opts.viewer, row.audience)).map((row) => ({ id: row.id, change: changeOf(row) }));
  return { kind: 'events', events, newest: Math.max(top, rows.at(-1)?.id ?? 0) };
}
