import { and, arrayContains, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { eventInvites, users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import type { RenderedMail } from '../../mail/templates';
import { createLoginLink } from '../auth';
import { availableSql, busySql, LIVE_STATUSES, qualifiedSql } from './eligibility';
import type { PlaceRole, ShiftContext } from './shift-context';

/** Somebody an e-mail goes to. */
export interface Person {
  id: number;
  name: string;
  email: string;
}

/** The most people one open swap or coverage request is e-mailed to. */
export const HELPER_MAIL_CAP = 200;

/**
 * Queues one e-mail to a person with a fresh one-click sign-in link that lands on `path`; `render`
 * writes the mail around the link. Call it in the transaction of the change the mail tells about.
 */
export async function mailWithSignIn(opts: {
  tx: Tx;
  config: Config;
  to: Person;
  path: string;
  render: (link: string) => RenderedMail;
}): Promise<void> {
  const link = await createLoginLink({ tx: opts.tx, config: opts.config, userId: opts.to.id, path: opts.path });
  const mail = opts.render(link);
  await enqueueMail(opts.tx, { to: [opts.to.email], subject: mail.subject, text: mail.text, html: mail.html });
}

/** A live user by id, or undefined (a deleted account gets no mail and cannot be offered anything). */
export async function livePerson(tx: Tx, id: number | null): Promise<(Person & { roles: string[] }) | undefined> {
  if (id === null) return undefined;
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/**
 * The people who could take over (part of) a place on the shift: live users with the place's role,
 * qualified for the course, with no place on this shift and no overlapping place on another one.
 * Those whose availability covers the shift come first; at most HELPER_MAIL_CAP people.
 */
export async function helpersFor(tx: Tx, opts: { shift: ShiftContext; role: PlaceRole; exclude: number[] }): Promise<Person[]> {
  const { shift } = opts;
  const onThisShift = tx
    .select({ userId: eventInvites.userId })
    .from(eventInvites)
    .where(and(eq(eventInvites.eventId, shift.id), inArray(eventInvites.status, LIVE_STATUSES)));
  return tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        arrayContains(users.roles, [opts.role]),
        opts.exclude.length > 0 ? notInArray(users.id, opts.exclude) : undefined,
        notInArray(users.id, onThisShift),
        qualifiedSql(users.id, [shift.courseId]),
        sql`not ${busySql(users.id, shift.begins, shift.ends, shift.id)}`,
      ),
    )
    .orderBy(desc(availableSql(users.id, shift.begins, shift.ends)), asc(sql`lower(${users.name})`), asc(users.id))
    .limit(HELPER_MAIL_CAP);
}
