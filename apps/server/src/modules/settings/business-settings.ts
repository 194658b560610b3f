/**
 * The business settings an admin sets (the rater agreement threshold, the rest between shifts): one
 * row, the defaults until first saved, one version stamp.
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
    restHours: row ? row.restMinutes / 60 : BUSINESS_SETTING_DEFAULTS.restHours,
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

/** The least rest between two shifts of one person, in minutes (roster plans). */
export async function restMinutes(db: Db | Tx): Promise<number> {
  return (await getBusinessSettings({ db })).restHours * 60;
}

/**
 * PUT /business_settings: saves the settings. `updatedAt` must be the stamp they were read at (null
 * while never saved); a save made meanwhile answers 409 stale_edit with the settings as they are now.
 */
export async function saveBusinessSettings(opts: {
  db: Db;
  viewer: AuthUser;
  input: { raterAgreementThreshold: number; restHours?: number; updatedAt: string | null };
}): Promise<BusinessSettings> {
  return transaction(opts.db, async (tx) => {
    const { restHours } = opts.input;
    const values = {
      raterAgreementThreshold: opts.input.raterAgreementThreshold,
      ...(restHours === undefined ? {} : { restMinutes: Math.round(restHours * 60) }),
      updatedBy: opts.viewer.id,
    };
    const created = await repo.insertBusinessSettingsIfMissing(tx, values);
    const current = await repo.findBusinessSettings(tx, true);
    if (!current) throw new Error('business settings missing after insert');
    assertFreshOrNew(opts.input.updatedAt, created ? null : current.updatedAt, () => present(current));
    const before = created ? present(undefined) : present(current);
    const row = created ? current : await repo.updateBusinessSettings(tx, { ...values, updatedAt: nextStamp(current.updatedAt) });
    const after = present(row);
    await audit(tx, {
      actorId: opts.viewer.id,
      action: 'update',
      entity: 'business_settings',
      entityId: row.id,
      before: { raterAgreementThreshold: before.raterAgreementThreshold, restHours: before.restHours },
      after: { raterAgreementThreshold: after.raterAgreementThreshold, restHours: after.restHours },
    });
    return after;
  });
}
