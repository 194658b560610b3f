import type { LiveChange } from '@app/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { raterHistoryKeys } from '../components/coaching-history/keys';
import { assessmentKeys } from '../features/assessments/api/keys';
import { coachingKeys } from '../features/coaching/api/keys';
import { coursesKeys } from '../features/courses/api/keys';
import { dashboardKeys } from '../features/dashboard/api/keys';
import { reportsKeys } from '../features/reports/api/keys';
import { resultsKeys } from '../features/results/api/keys';
import { roomsKeys } from '../features/rooms/api/keys';
import { shiftsKeys } from '../features/shifts/api/keys';
import { useAuth } from '../lib/auth';
import { inviteKeys } from '../lib/invites/keys';
import { announceLiveChange, connectLive } from '../lib/live';
import { shiftKeys } from '../lib/shift-keys';

/**
 * The query keys a change makes stale, from each feature's own keys: what any open screen shows
 * about it. Only the queries on screen are read again; the others are read when next shown.
 */
export function keysToRefresh(change: LiveChange): QueryKey[] {
  // A skills list shows its call's participants and each scenario's role-player (the day's slots)
  // and who may edit it (the shift's coach): its key names the call, not the shift, so any change
  // of a shift reads the one on screen again.
  const ofShift: QueryKey[] =
    change.shiftId === null
      ? []
      : [
          shiftKeys.all,
          shiftsKeys.calls(change.shiftId),
          assessmentKeys.skillsLists(),
          ...(change.courseId === null ? [] : [coursesKeys.detail(change.courseId)]),
        ];
  switch (change.kind) {
    case 'shift':
    case 'call':
      return ofShift;
    case 'invite':
      return [...ofShift, inviteKeys.all];
    case 'assessment':
      // A rating, an answer or a submission moves a course's results and a participant's progress.
      return [...ofShift, assessmentKeys.all, resultsKeys.all];
    case 'nps':
      // An NPS answer is of a cohort: the skills lists' NPS field, a course's results, a participant's progress.
      return [assessmentKeys.npsRatings(), resultsKeys.all];
    case 'availability':
      // The calendar's availability, the invite picker's "available", the availability report.
      return [dashboardKeys.calendar(), shiftKeys.all, reportsKeys.all];
    case 'coaching_record':
      return [coachingKeys.all];
    case 'calibration':
      // A calibration saved moves the rater agreement: a course's, and its role-players' over time.
      return [resultsKeys.agreements(), raterHistoryKeys.all];
    case 'room':
      return [roomsKeys.all, shiftKeys.all, ['shift-calls']];
    case 'course':
      return [coursesKeys.all, shiftKeys.all];
  }
}

function refresh(queryClient: QueryClient, change: LiveChange): void {
  for (const queryKey of keysToRefresh(change)) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps the signed-in page's live stream open while it is mounted (in the signed-in layout), a new
 * one when the person changes (impersonation starts or ends).
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    return connectLive({
      change: (change) => {
        refresh(queryClient, change);
        announceLiveChange(change);
      },
      refetch: () => void queryClient.invalidateQueries(),
    });
  }, [queryClient, userId]);
  return null;
}
