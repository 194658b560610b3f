import type { LiveChange, SkillsList } from '@app/shared';

/** A live change of this participant's assessment in this shift (kind, shift and participant). */
export function changeOfAssessment(data: SkillsList): (change: LiveChange) => boolean {
  return (change) => change.kind === 'assessment' && change.shiftId === data.eventId && change.userId === data.userId;
}
