import type { BackfillPlace, ShiftBackfill } from '@app/shared';
import type { ShiftRecord } from '../shifts';
import type { PlaceWithNames } from './repository';

const person = (id: number | null, name: string | null) => (id !== null ? { id, name: name ?? '' } : null);

/** A shift's backfill as managers see it: on or off, the deadline, each place with its offers. */
export function presentShiftBackfill(opts: {
  record: ShiftRecord;
  deadline: Date;
  places: PlaceWithNames[];
  offers: Array<{ placeId: number; userId: number; name: string; wave: number; offeredAt: Date }>;
}): ShiftBackfill {
  const places: BackfillPlace[] = opts.places.map((p) => ({
    id: p.id,
    shiftId: p.eventId,
    role: p.role,
    reason: p.reason,
    status: p.status,
    openedAt: p.openedAt.toISOString(),
    gaveUp: person(p.gaveUpUserId, p.gaveUpName),
    filledBy: person(p.filledByUserId, p.filledByName),
    filledAt: p.filledAt?.toISOString() ?? null,
    offers: opts.offers
      .filter((o) => o.placeId === p.id)
      .map((o) => ({ user: { id: o.userId, name: o.name }, wave: o.wave, offeredAt: o.offeredAt.toISOString() })),
  }));
  return { backfillEnabled: opts.record.event.backfillEnabled, deadline: opts.deadline.toISOString(), places };
}
