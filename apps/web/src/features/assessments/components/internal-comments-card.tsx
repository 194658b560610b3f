import type { LiveChange, SkillsList } from '@app/shared';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FocusEvent, useRef, useState } from 'react';
import { ChangedElsewhereAlert } from '../../../components/changed-elsewhere';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { useMessages } from '../../../components/messages';
import { useDraft } from '../../../components/use-draft';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { assessmentKeys } from '../api/keys';
import { useSetInternalComment } from '../api/set-internal-comment';
import { ASSESSMENTS_TEXTS as A } from '../messages';
import { changeOfAssessment } from './change-of-assessment';

/**
 * Internal comments, one per scenario, for the staff only (never e-mailed); saved when a field loses
 * focus, with that comment's version stamp. A comment being edited is kept when somebody else changes
 * the assessment (live updates).
 */
export function InternalCommentsCard({ data, assessmentId }: { data: SkillsList; assessmentId: () => Promise<number> }) {
  const comments = new Map((data.assessment?.internalComments ?? []).map((c) => [c.scenarioComponentId, c]));
  const save = useSetInternalComment();
  const queryClient = useQueryClient();
  const { push } = useMessages();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="internal-comments-title">
      <Typography id="internal-comments-title" variant="h6" component="h2">
        {t(A.internalComments)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(A.internalCommentsIntro)}
      </Typography>
      <Stack spacing={2}>
        {data.scenarios.map((scenario) => {
          const saved = comments.get(scenario.id);
          return (
            <CommentField
              key={scenario.id}
              label={t(A.internalComment, { scenario: scenario.content || t(A.scenario) })}
              saved={saved?.comment ?? ''}
              version={saved?.updatedAt ?? null}
              disabled={!scenario.permissions.edit}
              match={changeOfAssessment(data)}
              onFail={(err) => void localErrorText(err, t(A.saveFailed)).then((text) => push(text, 'warning'))}
              onReload={() => void queryClient.invalidateQueries({ queryKey: assessmentKeys.skillsLists() })}
              onSave={async (comment, updatedAt) => {
                const assessment = await save.mutateAsync({
                  id: await assessmentId(),
                  scenarioComponentId: scenario.id,
                  comment,
                  updatedAt,
                });
                return assessment.internalComments.find((c) => c.scenarioComponentId === scenario.id)?.updatedAt ?? null;
              }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

/**
 * One scenario's comment. A newer saved comment replaces the text unless the user is editing it;
 * then the field says who changed the assessment, with Reload. A save sends the version stamp the
 * draft was begun from, so a comment changed meanwhile is refused (409) instead of overwritten: the
 * conflict alert offers Reload, and the draft stays until then.
 */
function CommentField(props: {
  label: string;
  saved: string;
  version: string | null;
  disabled: boolean;
  match(change: LiveChange): boolean;
  onFail(err: unknown): void;
  onReload(): void;
  /** Saves the comment over `updatedAt`; its new version stamp. */
  onSave(comment: string, updatedAt: string | null): Promise<string | null>;
}) {
  const field = useDraft(props.saved, props.version);
  const [conflict, setConflict] = useState<unknown>(null);
  const box = useRef<HTMLDivElement>(null);
  const blur = (event: FocusEvent) => {
    // Going to this field's Reload is not a save: Reload takes the saved comment instead.
    if (event.relatedTarget instanceof Node && box.current?.contains(event.relatedTarget)) return;
    const comment = field.draft.trim();
    if (comment === props.saved) {
      if (field.touched) field.takeSaved();
      return;
    }
    field.setDraft(comment);
    setConflict(null);
    props.onSave(comment, field.version).then(
      (stamp) => field.savedAs(comment, stamp),
      (err: unknown) => (isConflict(err) ? setConflict(err) : props.onFail(err)),
    );
  };
  return (
    <Box ref={box}>
      <ChangedElsewhereAlert match={props.match} editing={field.changedUnder} onReload={field.takeSaved} sx={{ mb: 1 }} />
      <ConflictAlert
        mutation={{ error: conflict, reset: () => setConflict(null) }}
        onReload={() => {
          // Take the comment as it now is on the server.
          field.takeSaved();
          props.onReload();
        }}
        sx={{ mb: 1 }}
      />
      <TextField
        label={props.label}
        fullWidth
        multiline
        minRows={2}
        value={field.draft}
        disabled={props.disabled}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        onChange={(event) => field.setDraft(event.target.value)}
        onBlur={blur}
      />
    </Box>
  );
}
