import { MESSAGES, can as roleMay } from '@app/shared';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/types';

/** Who asks: the signed-in user (only their id and roles matter here). */
export type FeedActor = Pick<AuthUser, 'id' | 'roles'>;

/** `manage`: reading a user's feed address, or giving them a new one. */
export type FeedAction = 'manage';

export interface FeedPolicyRecords {
  /** `userId`: whose feed it is. */
  manage: { userId: number };
}

const RULES: { [A in FeedAction]: (actor: FeedActor, record: FeedPolicyRecords[A]) => boolean } = {
  /** The user themself; an admin (who edits anybody) for anybody. */
  manage: (actor, r) => r.userId === actor.id || roleMay(actor, 'users.editAny'),
};

/** Whether the actor may do `action` with the feed described by `record`. */
export function can<A extends FeedAction>(actor: FeedActor, action: A, record: FeedPolicyRecords[A]): boolean {
  return (RULES[action] as (actor: FeedActor, record: FeedPolicyRecords[A]) => boolean)(actor, record);
}

/** 403 unless the actor may handle the user's feed (`manage`). */
export function assertMayManageFeed(actor: FeedActor, userId: number): void {
  if (!can(actor, 'manage', { userId })) throw forbidden(MESSAGES.ownCalendarFeedOnly);
}
