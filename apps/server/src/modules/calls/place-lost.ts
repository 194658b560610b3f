/**
 * A role-player's call slots follow their place on the shift (issue 35, item 4): when a person no
 * longer holds a place (removed, declined, lapsed, or their place taken by somebody else through a
 * swap or a backfill take), the calls they play in are handed to whoever now holds that same place,
 * or else left without a role-player, in the transaction that changed the place. The invites module
 * announces the change (`invite.statusChanged`); this module follows it (subscriptions.ts).
 */
import { holdsPlace, type InviteStatus } from '@app/shared';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { emit } from '../../lib/events';
import * as repo from './repository';

/** What became of one call slot of the person who lost their place. */
export interface SlotChange {
  slotId: number;
  callId: number;
  blockNumber: number;
  scenarioComponentId: number;
  /** The new role-player (the place's new holder), or null: the call lost its role-player. */
  toUserId: number | null;
}

/**
 * The person's place on the shift went (`status` is the invite's new status, or 'removed'): unless
 * they still hold a place there, each call slot of theirs goes to the new holder of the same invite
 * (when the invite moved to somebody who holds it), or is cleared; recorded in the audit trail (the
 * shift's History) and announced as a change of the shift's calls.
 */
export async function placeLost(
  tx: Tx,
  opts: { eventId: number; userId: number; inviteId?: number | undefined; status: InviteStatus | 'removed' },
): Promise<SlotChange[]> {
  if (opts.status !== 'removed' && holdsPlace(opts.status)) return [];
  const own = await repo.inviteStatus(tx, opts.eventId, opts.userId);
  if (own !== undefined && holdsPlace(own)) return [];
  const slots = await repo.callSlotsOfPerson(tx, opts.eventId, opts.userId);
  if (slots.length === 0) return [];
  const holder = opts.inviteId !== undefined ? await repo.inviteHolder(tx, opts.inviteId) : undefined;
  const heir = holder && holder.userId !== opts.userId && holdsPlace(holder.status) ? holder.userId : null;
  const changes: SlotChange[] = [];
  for (const slot of slots) {
    // The heir takes a slot unless they already play that scenario in that block (they held no place
    // here, so they play nothing; the check keeps the unique index from refusing the whole change).
    const free =
      heir !== null &&
      !(
        await repo.playingScenarioInBlock(tx, {
          eventId: slot.eventId,
          blockNumber: slot.blockNumber,
          scenarioComponentId: slot.scenarioComponentId,
        })
      ).has(heir);
    const toUserId = free ? heir : null;
    await repo.setCallSlotUser(tx, slot.id, toUserId);
    await audit(tx, {
      actorId: null,
      action: 'update',
      entity: 'call_slot',
      entityId: slot.id,
      eventId: slot.eventId,
      subjectUserId: opts.userId,
      before: { userId: opts.userId },
      after: { userId: toUserId },
      data: { reason: toUserId === null ? 'place_lost' : 'place_handed_over', callId: slot.callId },
    });
    changes.push({
      slotId: slot.id,
      callId: slot.callId,
      blockNumber: slot.blockNumber,
      scenarioComponentId: slot.scenarioComponentId,
      toUserId,
    });
  }
  await emit(tx, 'shift.callsChanged', { eventId: opts.eventId });
  return changes;
}
