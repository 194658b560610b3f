import { shiftKeys } from '../../../lib/shift-keys';

/**
 * The query keys of My shifts. All hang under `shiftKeys.all`, so accepting, declining or taking a
 * shift anywhere (the invite requests invalidate `shiftKeys.all`) refreshes this page too.
 */
export const myShiftsKeys = {
  all: () => [...shiftKeys.all, 'mine'] as const,
  range: (start: string, end: string) => [...myShiftsKeys.all(), 'range', start, end] as const,
  calls: (shiftId: number) => [...myShiftsKeys.all(), 'calls', shiftId] as const,
  /** The open places offered to the viewer by backfill. */
  backfillOffers: () => [...myShiftsKeys.all(), 'backfill-offers'] as const,
};
