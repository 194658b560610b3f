/** The business settings row (one row, id 1, absent until first saved). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businessSettings } from '../../db/schema';

export type BusinessSettingsRow = typeof businessSettings.$inferSelect;

/** The row, or undefined while never saved; `lock` locks it for update. */
export async function findBusinessSettings(db: Db | Tx, lock = false): Promise<BusinessSettingsRow | undefined> {
  const query = db.select().from(businessSettings).where(eq(businessSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Makes the row with these values when missing; true when this call made it. */
export async function insertBusinessSettingsIfMissing(
  tx: Tx,
  values: { raterAgreementThreshold: number; restMinutes?: number; updatedBy: number },
): Promise<boolean> {
  const made = await tx
    .insert(businessSettings)
    .values({ id: 1, ...values })
    .onConflictDoNothing({ target: businessSettings.id })
    .returning({ id: businessSettings.id });
  return made.length > 0;
}

/** Writes the row's values and stamp. */
export async function updateBusinessSettings(
  tx: Tx,
  values: { raterAgreementThreshold: number; restMinutes?: number; updatedBy: number; updatedAt: Date },
): Promise<BusinessSettingsRow> {
  const [row] = await tx.update(businessSettings).set(values).where(eq(businessSettings.id, 1)).returning();
  if (!row) throw new Error('business settings update returned no row');
  return row;
}
