/**
 * What every module policy (`modules/<module>/policy.ts`) shares. A policy answers
 * `can(actor, action, record)` synchronously from facts already read: the route's role declaration
 * says who may call a route at all, the policy says what an actor may do with one record. The facts
 * a rule needs from the database (an invite, a seat in a call) are read by the policy's loader and
 * handed over in `record`; a fact only ever grants, so a loader may skip reading it when the answer
 * is yes without it.
 */

/**
 * The `permissions` object of a response (one boolean per action, see `permissionsSchema` in the
 * shared contracts), answered by the policy for each action.
 */
export function permissionsOf<A extends string>(actions: readonly A[], may: (action: A) => boolean): Record<A, boolean> {
  return Object.fromEntries(actions.map((action) => [action, may(action)])) as Record<A, boolean>;
}
