import { MESSAGES } from '@app/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { renderMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/types';
import { mailWithSignIn } from './notify';
import { assertHolder } from './policy';
import { helpersFor, insertPartialSwapRequest, livePerson, lockInvite, type Person } from './repository';
import type { PartialSwapResult } from './schemas';
import { loadShiftContext, placeRole, shiftMailFields, shiftPath } from './shift-context';

/**
 * POST /event_invites/{id}/partial_swap: the holder of an accepted shift asks for somebody to cover
 * part of it. The request (subject, by default 'Shift Coverage Request', and details, both trimmed)
 * is recorded and e-mailed to the shift's coordinator and to the people who could cover the place
 * (qualified for the course, with the place's role, free then).
 */
export async function requestPartialSwap(opts: {
  db: Db;
  config: Config;
  actor: AuthUser;
  id: number;
  input: { requestSubject: string; requestDetails: string };
}): Promise<PartialSwapResult> {
  const subject = opts.input.requestSubject.trim() || MESSAGES.shiftCoverageRequest;
  const details = opts.input.requestDetails.trim();
  return transaction(opts.db, async (tx) => {
    const invite = await lockInvite(tx, opts.id);
    if (!invite) throw notFound(MESSAGES.inviteNotFound);
    assertHolder(invite, opts.actor, 'partial_swap');
    const shift = await loadShiftContext(tx, invite.eventId);
    if (!shift) throw notFound(MESSAGES.shiftNotFound);

    const request = await insertPartialSwapRequest(tx, {
      eventInviteId: invite.id,
      requestSubject: subject,
      requestDetails: details,
      createdById: opts.actor.id,
    });
    await audit(tx, {
      actorId: opts.actor.id,
      action: 'invite_partial_swap',
      entity: 'event_invite',
      entityId: invite.id,
      data: { eventId: shift.id, partialSwapRequestId: request.id },
    });

    const recipients: Person[] = [];
    const coordinator = shift.coordinatorId !== opts.actor.id ? await livePerson(tx, shift.coordinatorId) : undefined;
    if (coordinator) recipients.push(coordinator);
    const helpers = await helpersFor(tx, {
      shift,
      role: placeRole(shift, invite.userId),
      exclude: [invite.userId, ...(coordinator ? [coordinator.id] : [])],
    });
    recipients.push(...helpers);
    for (const person of recipients) {
      await mailWithSignIn({
        tx,
        config: opts.config,
        to: person,
        path: shiftPath(shift),
        render: (link, language) =>
          renderMail('shift-coverage-request', language, {
            ...shiftMailFields(opts.config, shift, language),
            name: person.name,
            requesterName: opts.actor.name,
            requesterEmail: opts.actor.email,
            requestSubject: subject,
            requestDetails: details,
            link,
          }),
      });
    }
    return {
      id: request.id,
      requestSubject: request.requestSubject,
      requestDetails: request.requestDetails,
      createdAt: request.createdAt.toISOString(),
    };
  });
}
