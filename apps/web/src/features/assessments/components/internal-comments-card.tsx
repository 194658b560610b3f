import { MESSAGES, type SkillsList } from '@app/shared';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useSetInternalComment } from '../api/set-internal-comment';

/** Internal comments, one per scenario, for the staff only (never e-mailed); saved when a field loses focus. */
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
              key={`${scenario.id}:${saved}`}
              label={`Internal comment: ${scenario.content || 'Scenario'}`}
              saved={saved}
              disabled={!scenario.permissions.edit}
              onSave={async (comment) => {
                try {
                  await save.mutateAsync({ id: await assessmentId(), scenarioComponentId: scenario.id, comment });
                } catch (err) {
                  push(errorText(err, MESSAGES.couldNotSaveAssessment), 'warning');
                }
              }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}

function CommentField(props: { label: string; saved: string; disabled: boolean; onSave(comment: string): Promise<void> }) {
  const [draft, setDraft] = useState(props.saved);
  return (
    <TextField
      label={props.label}
      multiline
      minRows={2}
      value={draft}
      disabled={props.disabled}
      slotProps={{ htmlInput: { maxLength: 5000 } }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft.trim() !== props.saved) void props.onSave(draft.trim());
      }}
    />
  );
}
