import { MESSAGES, type SkillsList } from '@app/shared';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useTimeZone } from '../../../lib/time-zone';
import { useEmailActionPlan } from '../api/email-action-plan';
import { useUpdateAssessment } from '../api/update-assessment';

/**
 * The action plan: the items marked for it that the participant needs to practise (answered Needs
 * Practice, or rated −1), the custom action plan, Submit, and Email Action Plan with when it was last sent.
 */
export function ActionPlanCard({ data, assessmentId }: { data: SkillsList; assessmentId: () => Promise<number> }) {
  const zone = useTimeZone();
  const saved = data.assessment?.customActionPlan ?? '';
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (draft === base) setDraft(saved);
  }
  const update = useUpdateAssessment();
  const email = useEmailActionPlan();
  const { push } = useMessages();
  const busy = update.isPending || email.isPending;

  const submit = async () => {
    try {
      const id = await assessmentId();
      await update.mutateAsync({
        id,
        changes: { customActionPlan: draft, submit: true, ...(data.assessment ? { updatedAt: data.assessment.updatedAt } : {}) },
      });
      push(MESSAGES.assessmentSubmitted, 'success');
    } catch (err) {
      push(errorText(err, MESSAGES.couldNotSaveAssessment), 'warning');
    }
  };
  const send = async () => {
    try {
      const id = await assessmentId();
      if (draft !== saved) {
        await update.mutateAsync({
          id,
          changes: { customActionPlan: draft, ...(data.assessment ? { updatedAt: data.assessment.updatedAt } : {}) },
        });
      }
      const result = await email.mutateAsync(id);
      push(result.message, 'success');
    } catch (err) {
      push(errorText(err, MESSAGES.errorSendingActionPlan), 'error');
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="action-plan-title">
      <Typography id="action-plan-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Action Plan
      </Typography>
      {data.actionPlan.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No item of the action plan needs practice yet.
        </Typography>
      ) : (
        <ul aria-label="Action plan items">
          {data.actionPlan.map((item) => (
            <li key={item.assessmentPartId}>
              <Typography>{item.text}</Typography>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Custom Action Plan"
        fullWidth
        multiline
        minRows={3}
        value={draft}
        disabled={!data.canEdit}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        onChange={(event) => setDraft(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!data.canEdit || busy} onClick={() => void submit()}>
          Submit
        </Button>
        <Button variant="outlined" disabled={!data.canEdit || busy} onClick={() => void send()}>
          Email Action Plan
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="action-plan-mail-date">
          {data.assessment?.actionPlanEmailDate
            ? `Last sent ${formatDateTime(data.assessment.actionPlanEmailDate, zone)}`
            : 'Not sent yet'}
        </Typography>
      </Stack>
    </Paper>
  );
}
