import { formatDate, SHIFT_TYPE_LABELS, type ShiftType } from '@app/shared';
import type { Tx } from '../../db/client';
import { peopleNames, shiftLabelRows } from './repository';

export { peopleNames };

/** A shift in words, as a record that names it reads: 'Customer Conversations (Roleplay, Nov 28 2026)'. */
export function shiftLabelText(shift: { type: ShiftType; begins: Date; courseName: string }, timeZone: string): string {
  return `${shift.courseName} (${SHIFT_TYPE_LABELS[shift.type]}, ${formatDate(shift.begins, timeZone)})`;
}

/** The shifts of `ids` that exist, each in words (`shiftLabelText`), in one query. */
export async function shiftLabels(tx: Tx, ids: number[], timeZone: string): Promise<Map<number, string>> {
  const rows = await shiftLabelRows(tx, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, shiftLabelText(row, timeZone)]));
}
