import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Records who changed what, in the caller's transaction. */
export async function audit(
  tx: Tx,
  entry: { actorId: number | null; action: string; entity: string; entityId?: number | null; data?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    data: entry.data ?? null,
  });
}

/** Records several entries of one kind of entity at once, in the caller's transaction. */
export async function auditAll(
  tx: Tx,
  entity: string,
  entries: Array<{ actorId: number | null; action: string; entityId?: number | null; data?: unknown }>,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(auditLog)
    .values(
      entries.map((e) => ({ actorId: e.actorId, action: e.action, entity, entityId: e.entityId ?? null, data: e.data ?? null })),
    );
}
