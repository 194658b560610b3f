import { type LiveChange, MESSAGES, type SkillsList } from '@app/shared';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FocusEvent, useRef } from 'react';
import { ChangedElsewhereAlert } from '../../../components/changed-elsewhere';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useSetInternalComment } from '../api/set-internal-comment';
import { changeOfAssessment, useDraft } from './use-draft';

/**
 * Internal comments, one per scenario, for the staff only (never e-mailed); saved when a field loses
 * focus. A comment being edited is kept when somebody else changes the assessment (live updates).
 */
export function InternalCommentsCard({ data, assessmentId }: { data: SkillsList; assessmentId: () => Promise<number> }) {
  const comments = new Map((data.assessment?.internalComments ?? []).map((c) => [c.scenarioComponentId, c.comment]));
  const save = useSetInternalComment();
  const { push } = useMessages();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="internal-comments-title">
      <Typography id="internal-comments-title" variant="h6" component="h2">
        Internal Comments
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        For the staff only: internal comments are never sent to the participant.
      </Typography>
      <Stack spacing={2}>
        {data.scenarios.map((scenario) => {
          const saved = comments.get(scenario.id) ?? '';
          return (
            <CommentField
              key={scenario.id}
              label={`Internal comment: ${scenario.content || 'Scenario'}`}
              saved={saved}
              disabled={!scenario.permissions.edit}
              match={changeOfAssessment(data)}
              onStale={() => push(MESSAGES.conflict, 'warning')}
              onSave={async (comment) => {
                try {
                  await save.mutateAsync({ id: await assessmentId(), scenarioComponentId: scenario.id, comment });
                  return true;
                } catch (err) {
                  push(errorText(err, MESSAGES.couldNotSaveAssessment), 'warning');
                  return false;
                }
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
 * then the field says who changed the assessment, with Reload. The comments' route takes no version
 * stamp, so a comment changed under the draft is not saved over (the page says so, as for a 409):
 * the user reloads it first.
 */
function CommentField(props: {
  label: string;
  saved: string;
  disabled: boolean;
  match(change: LiveChange): boolean;
  onStale(): void;
  onSave(comment: string): Promise<boolean>;
}) {
  const field = useDraft(props.saved, null);
  const box = useRef<HTMLDivElement>(null);
  const blur = (event: FocusEvent) => {
    // Going to this field's Reload is not a save: Reload takes the saved comment instead.
    if (event.relatedTarget instanceof Node && box.current?.contains(event.relatedTarget)) return;
    const comment = field.draft.trim();
    if (comment === props.saved) {
      if (field.touched) field.takeSaved();
      return;
    }
    if (field.changedUnder) {
      props.onStale();
      return;
    }
    field.setDraft(comment);
    void props.onSave(comment).then((saved) => {
      if (saved) field.savedAs(comment, null);
    });
  };
  return (
    <Box ref={box}>
      <ChangedElsewhereAlert match={props.match} editing={field.changedUnder} onReload={field.takeSaved} sx={{ mb: 1 }} />
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
