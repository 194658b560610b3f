import type { SkillsList } from '@app/shared';
import { useCallback, useRef } from 'react';
import { useOpenAssessment } from '../api/open-assessment';

/**
 * The participant's assessment id for a change: the page's when it has one, otherwise the one made
 * (POST /participant_assessments) before the first change, once even when several changes start together.
 */
export function useAssessmentId(data: SkillsList): () => Promise<number> {
  const open = useOpenAssessment();
  const pending = useRef<Promise<number> | null>(null);
  const known = data.assessment?.id;
  const callId = data.callId;
  const userId = data.userId;
  return useCallback(async () => {
    if (known !== undefined) return known;
    if (userId === null) throw new Error('no participant');
    pending.current ??= open.mutateAsync({ callId, userId }).then((a) => a.id);
    try {
      return await pending.current;
    } catch (err) {
      pending.current = null;
      throw err;
    }
  }, [known, callId, userId, open.mutateAsync]);
}
