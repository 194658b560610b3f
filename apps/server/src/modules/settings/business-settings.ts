/**
 * The business settings an admin sets (the rater agreement threshold): one row, the defaults until
 * first saved, one version stamp.
 */
import { BUSINESS_SETTING_DEFAULTS, type BusinessSettings } from '@app/shared';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { audit } from '../../lib/audit';
import { assertFreshOrNew, nextStamp } from '../../lib/records';
import type { AuthUser } from '../../plugins/types';
import * as repo from './repository';

function present(row: repo.BusinessSettingsRow | undefined): BusinessSettings {
  return {
    raterAgreementThreshold: row?.raterAgreementThreshold ?? BUSINESS_SETTING_DEFAULTS.raterAgreementThreshold,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /business_settings: the settings, the defaults while never saved. */
export async function getBusinessSettings(opts: { db: Db | Tx }): Promise<BusinessSettings> {
  return present(await repo.findBusinessSettings(opts.db));
}

/** The rater agreement threshold in percent (the default while never saved). */
export async function raterAgreementThreshold(db: Db | Tx): Promise<number> {
  return (await getBusinessSettings({ db })).raterAgreementThreshold;
}

/** The least rest between two shifts of one person, in minutes (roster plans; 600 while never saved). */
export async function restMinutes(db: Db | Tx): Promise<number> {
  return (await repo.findBusinessSettings(db))?.restMinutes ?? 600;
}

/**
 * PUT /business_settings: saves the settings. `updatedAt` must be the stamp they were read at (null
 * while never saved); a save made meanwhile answers 409 stale_edit with the settings as they are now.
 */
export async function saveBusinessSettings(opts: {
  db: Db;
  viewer: AuthUser;
  input: { raterAgreementThreshold: number; updatedAt: string | null };
}): Promise<BusinessSettings> {
  return transaction(opts.db, async (tx) => {
    const values = { raterAgreementThreshold: opts.input.raterAgreementThreshold, updatedBy: opts.viewer.id };
    const created = await repo.insertBusinessSettingsIfMissing(tx, values);
    const current = await repo.findBusinessSettings(tx, true);
    if (!current) throw new Error('business settings missing after insert');
    assertFreshOrNew(opts.input.updatedAt, created ? null : current.updatedAt, () => present(current));
    const before = created ? BUSINESS_SETTING_DEFAULTS.raterAgreementThreshold : current.raterAgreementThreshold;
    const row = created ? current : await repo.updateBusinessSettings(tx, { ...values, updatedAt: nextStamp(current.updatedAt) });
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'update',
      entity: 'business_settings',
      entityId: row.id,
      before: { raterAgreementThreshold: before },
      after: { raterAgreementThreshold: row.raterAgreementThreshold },
    });
    return present(row);
  });
}
