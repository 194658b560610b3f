import { MAX_CALL_BLOCKS } from '../constants';

const MINUTE = 60_000;

/** What the shift model needs of a scenario component. */
export interface ComponentLength {
  duration: number;
}

/**
 * The call length in minutes: the sum of all the course's scenario component durations, in order,
 * breaks included (DESIGN.md section 3).
 */
export function callLengthMinutes(components: readonly ComponentLength[]): number {
  return components.reduce((sum, component) => sum + component.duration, 0);
}

/** Where a roleplay shift ends: `blocks` call blocks of `callLength` minutes after it begins. */
export function roleplayShiftEnd(begins: Date, blocks: number, callLength: number): Date {
  return new Date(begins.getTime() + blocks * callLength * MINUTE);
}

/**
 * The start of each call block slot of a roleplay shift: slot k (0-based) starts at
 * begins + k × call length. There are `count` slots, MAX_CALL_BLOCKS at most.
 */
export function blockStartTimes(begins: Date, callLength: number, count: number = MAX_CALL_BLOCKS): Date[] {
  const slots = Math.max(0, Math.min(count, MAX_CALL_BLOCKS));
  return Array.from({ length: slots }, (_, k) => new Date(begins.getTime() + k * callLength * MINUTE));
}

/**
 * Role-players a roleplay shift needs: ceil(number of Scenario components × staffing ratio). The
 * product is rounded to six places first, so that 3 × 0.1 is 0.3 and not a hair above it.
 */
export function rolePlayersNeeded(scenarioCount: number, staffingRatio: number): number {
  return Math.ceil(Math.round(scenarioCount * staffingRatio * 1e6) / 1e6);
}

/**
 * How many call block start slots a roleplay shift's blocks may use: sessions + extensions, at most
 * MAX_CALL_BLOCKS. A shift without a plan (both unset or zero, older data) may use all of them.
 */
export function callBlockSlotCount(sessions: number | null, extensions: number | null): number {
  const planned = (sessions ?? 0) + (extensions ?? 0);
  return planned > 0 ? Math.min(planned, MAX_CALL_BLOCKS) : MAX_CALL_BLOCKS;
}

/** The start slots the add-call-block menu offers: those of the shift that no block uses yet. */
export function freeBlockSlots(slotCount: number, usedBlockNumbers: Iterable<number>): number[] {
  const used = new Set(usedBlockNumbers);
  return Array.from({ length: Math.max(0, Math.min(slotCount, MAX_CALL_BLOCKS)) }, (_, k) => k).filter((k) => !used.has(k));
}
