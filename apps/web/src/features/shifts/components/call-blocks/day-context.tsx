import type { ShiftCalls } from '@app/shared';
import { createContext, useContext } from 'react';

/** What every part of a manager's block view needs: the day as read, the shift's flags and how a failure is shown. */
export interface CallDay {
  shiftId: number;
  day: ShiftCalls;
  /** Whether a call takes several participants (group session) or one. */
  groupSession: boolean;
  /** Whether the shift sends calendar invites: reminders are offered only then. */
  usesCalendar: boolean;
  /** Whether the viewer may open the coaching form of a role-player after a call. */
  canCoach: boolean;
  /**
   * Shows a refused write: a 409 (somebody changed the day meanwhile) as the conflict alert, with
   * the server's words; anything else as a warning message with `text`.
   */
  fail(err: unknown, text: string): void;
}

const CallDayContext = createContext<CallDay | null>(null);
export const CallDayProvider = CallDayContext.Provider;

export function useCallDay(): CallDay {
  const day = useContext(CallDayContext);
  if (!day) throw new Error('useCallDay is used outside CallDayProvider');
  return day;
}
