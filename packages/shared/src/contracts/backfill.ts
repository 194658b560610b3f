import { z } from 'zod';
import { BACKFILL_PLACE_STATUSES, BACKFILL_REASONS, BACKFILL_ROLES } from '../constants';

/** Answer-by deadlines and automatic backfill of a shift short of people (issue 25, part 3). */

export const backfillRoleSchema = z.enum(BACKFILL_ROLES);
export const backfillReasonSchema = z.enum(BACKFILL_REASONS);
export const backfillPlaceStatusSchema = z.enum(BACKFILL_PLACE_STATUSES);

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** One offer of a place: to whom, in which wave (1, 2, …), when. */
export const backfillOfferSchema = z.object({
  user: personSchema,
  wave: z.number().int(),
  offeredAt: z.string(),
});
export type BackfillOffer = z.infer<typeof backfillOfferSchema>;

/** A missing place of a shift, opened to backfill, with its offers in the order they were made. */
export const backfillPlaceSchema = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  role: backfillRoleSchema,
  reason: backfillReasonSchema,
  status: backfillPlaceStatusSchema,
  openedAt: z.string(),
  /** Who gave the place up late (reason late_give_up); null otherwise. */
  gaveUp: personSchema.nullable(),
  filledBy: personSchema.nullable(),
  filledAt: z.string().nullable(),
  offers: z.array(backfillOfferSchema),
});
export type BackfillPlace = z.infer<typeof backfillPlaceSchema>;

/**
 * GET /shifts/{id}/backfill, and the answer of POST …/backfill/stop and …/backfill/restart (managers):
 * whether backfill is on for the shift, its deadline (when places open), and its places.
 */
export const shiftBackfillSchema = z.object({
  backfillEnabled: z.boolean(),
  deadline: z.string().nullable(),
  places: z.array(backfillPlaceSchema),
});
export type ShiftBackfill = z.infer<typeof shiftBackfillSchema>;

/** GET /backfill_offers: the open places offered to the caller. */
export const myBackfillOfferSchema = z.object({
  placeId: z.number().int(),
  shiftId: z.number().int(),
  role: backfillRoleSchema,
  courseName: z.string(),
  clientName: z.string(),
  begins: z.string(),
  ends: z.string(),
  offeredAt: z.string(),
});
export type MyBackfillOffer = z.infer<typeof myBackfillOfferSchema>;
export const myBackfillOffersSchema = z.object({ offers: z.array(myBackfillOfferSchema) });
export type MyBackfillOffers = z.infer<typeof myBackfillOffersSchema>;

/** POST /backfill_places/{id}/take: the place is the caller's; 409 backfill_taken when gone. */
export const backfillTakeResultSchema = z.object({ shiftId: z.number().int() });
export type BackfillTakeResult = z.infer<typeof backfillTakeResultSchema>;
