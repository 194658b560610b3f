import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';
// Installs the one error map before any contract parses.
import '../validation';

/** Every error the API returns has this shape. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The largest value of a PostgreSQL integer column: an id beyond it cannot name a row. */
export const MAX_ID = 2_147_483_647;

/**
 * An id sent as a JSON number. One rule for every id: a malformed or out-of-range id is bad input
 * (400); a well-formed id that names no row is unknown (404).
 */
export const idSchema = z.number().int('must be a whole number').positive('must be positive').max(MAX_ID, 'is too large');

/** Plain decimal digits of a positive whole number: no sign, leading zero, space, exponent, hex or binary. */
const PLAIN_DIGITS = /^[1-9][0-9]*$/;
/** True when plain digits name a number an integer column can hold (at most MAX_ID). */
const fitsIdRange = (digits: string) => digits.length <= 10 && Number(digits) <= MAX_ID;

/** A positive whole number written in a path or a query string, in plain digits, at most MAX_ID. */
function plainWholeNumberText(what: string) {
  return z
    .string()
    .regex(PLAIN_DIGITS, { message: `must be ${what}: a positive whole number in plain digits`, abort: true })
    .refine(fitsIdRange, 'is too large')
    .transform(Number);
}

/**
 * An id written in a path or a query string: plain decimal digits only. A sign, a leading zero, a
 * space, an exponent (`4e0`), hex (`0x4`) or binary (`0b100`) is refused, so one row has one address.
 */
export const idTextSchema = plainWholeNumberText('an id');

/** A count in a query string (`sessions=2`), written as an id is. */
export const countTextSchema = plainWholeNumberText('a count');

/** The most ids one list in a query may carry. */
export const MAX_IDS_IN_LIST = 200;

/**
 * A comma-separated list of ids in a query (`course_ids=3,8`), each written as `idTextSchema`
 * demands, at most MAX_IDS_IN_LIST of them; read as the distinct ids, in the order first given.
 */
export const idListTextSchema = z
  .string()
  .regex(/^[1-9][0-9]*(,[1-9][0-9]*)*$/, { message: 'must be a comma-separated list of ids', abort: true })
  .refine((text) => text.split(',').length <= MAX_IDS_IN_LIST, {
    message: `must list at most ${MAX_IDS_IN_LIST} ids`,
    abort: true,
  })
  .refine((text) => text.split(',').every(fitsIdRange), `must list ids from 1 to ${MAX_ID}`)
  .transform((text) => [...new Set(text.split(',').map(Number))]);

export const idParamsSchema = z.object({ id: idTextSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

/**
 * Dates are bounded to years a scheduling product can mean, so arithmetic on them (a shift's end,
 * a search window) never leaves what JavaScript and PostgreSQL can hold.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
const FIRST_INSTANT = Date.UTC(MIN_YEAR, 0, 1);
const END_INSTANT = Date.UTC(MAX_YEAR + 1, 0, 1);
const YEAR_RANGE_TEXT = `must be between the years ${MIN_YEAR} and ${MAX_YEAR}`;
const inYearRange = (text: string) => {
  const at = Date.parse(text);
  return at >= FIRST_INSTANT && at < END_INSTANT;
};

/** An instant with its offset (`2025-03-04T09:00:00-05:00`), within MIN_YEAR..MAX_YEAR. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, message: 'must be a date and time with a time zone', abort: true })
  .refine(inYearRange, YEAR_RANGE_TEXT);

/** A calendar day (`2025-03-04`), within MIN_YEAR..MAX_YEAR. */
export const isoDateSchema = z.iso
  .date({ message: 'must be a date YYYY-MM-DD', abort: true })
  .refine(inYearRange, YEAR_RANGE_TEXT);

/**
 * A page number in a query: plain digits like an id (`0x2`, `2e0` or ` 2` is refused), from 1 to
 * MAX_ID.
 */
export const pageNumberTextSchema = plainWholeNumberText('a page number');

/** Rows per page in a query: one of PAGE_SIZES, written in plain digits. */
export const pageSizeTextSchema = z
  .string()
  .refine((text) => (PAGE_SIZES as readonly number[]).some((size) => String(size) === text), {
    message: `must be one of ${PAGE_SIZES.join(', ')}`,
  })
  .transform(Number);

/** Query of a paged list: page is 1-based. */
export const pageQuerySchema = z.object({
  page: pageNumberTextSchema.default(1),
  per_page: pageSizeTextSchema.default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}

export const okSchema = z.object({ ok: z.literal(true) });
export const messageSchema = z.object({ message: z.string() });

/**
 * What the viewer may do with a record, in every response that tells the web: one boolean per
 * action, each answered by the server's policy of the record's module (`can(actor, action, record)`).
 * A response declares its actions, e.g. `permissions: permissionsSchema('edit')`.
 */
export function permissionsSchema<const A extends string>(...actions: [A, ...A[]]) {
  return z.object(Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<A, z.ZodBoolean>);
}
