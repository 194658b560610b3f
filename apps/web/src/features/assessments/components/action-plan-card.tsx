import { MESSAGES, type SkillsList } from '@app/shared';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ChangedElsewhereAlert } from '../../../components/changed-elsewhere';
import { formatDateTime } from '../../../components/date-time';
import { MailPreviewDialog } from '../../../components/mail-preview-dialog';
import { useMessages } from '../../../components/messages';
import { useDraft } from '../../../components/use-draft';
import { ApiError } from '../../../lib/api';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useActionPlanPreview, useEmailActionPlan } from '../api/email-action-plan';
import { type AssessmentChanges, useUpdateAssessment } from '../api/update-assessment';
import { ASSESSMENTS_TEXTS as A } from '../messages';
import { changeOfAssessment } from './change-of-assessment';

/**
 * The action plan: the items marked for it that the participant needs to practise (answered Needs
 * Practice, or rated −1), the custom action plan, Submit, and Email Action Plan with when it was last
 * sent. Email Action Plan saves the custom plan, then shows the e-mails (whom, subject, text) and
 * sends them on Send. A custom plan being edited is kept when somebody else changes the assessment
 * (live updates), and saved with the version it was begun from: over a newer plan it is refused (409).
 */
export function ActionPlanCard({ data, assessmentId }: { data: SkillsList; assessmentId: () => Promise<number> }) {
  const zone = useTimeZone();
  const saved = data.assessment?.customActionPlan ?? '';
  const plan = useDraft<string | null>(saved, data.assessment?.updatedAt ?? null);
  const draft = plan.draft;
  const update = useUpdateAssessment();
  const email = useEmailActionPlan();
  const { push } = useMessages();
  const [preparing, setPreparing] = useState(false);
  // The assessment whose e-mails are previewed, while the preview is open.
  const [previewing, setPreviewing] = useState<number | null>(null);
  const busy = update.isPending || email.isPending || preparing;

  /**
   * Saves the draft with the version it was begun from. A plan written by somebody else under a
   * draft begun before the assessment existed has no version to send: refused here, as the server would.
   */
  const saveDraft = async (id: number, changes: AssessmentChanges = {}) => {
    if (plan.changedUnder && plan.version === null) throw new ApiError(409, MESSAGES.conflict, 'stale_edit');
    const sent = draft;
    const updated = await update.mutateAsync({
      id,
      changes: { customActionPlan: sent, ...changes, ...(plan.version === null ? {} : { updatedAt: plan.version }) },
    });
    plan.savedAs(updated.customActionPlan, updated.updatedAt);
    // The server keeps the plan trimmed: an unchanged draft shows it so.
    plan.setDraft((current) => (current === sent ? updated.customActionPlan : current));
  };
  const submit = async () => {
    try {
      await saveDraft(await assessmentId(), { submit: true });
      push(t(A.submitted), 'success');
    } catch (err) {
      void localErrorText(err, t(A.saveFailed)).then((text) => push(text, 'warning'));
    }
  };
  // The e-mails carry the saved custom plan: it is saved first, then shown.
  const preview = async () => {
    setPreparing(true);
    try {
      const id = await assessmentId();
      if (draft !== saved) await saveDraft(id);
      setPreviewing(id);
    } catch (err) {
      void localErrorText(err, t(A.sendFailed)).then((text) => push(text, 'error'));
    } finally {
      setPreparing(false);
    }
  };
  const send = async (id: number) => {
    try {
      const result = await email.mutateAsync(id);
      setPreviewing(null);
      // The server's sentence names who got it, in English; another language says it was sent.
      push(currentLanguage() === 'en-CA' ? result.message : t(A.actionPlanSent), 'success');
    } catch (err) {
      void localErrorText(err, t(A.sendFailed)).then((text) => push(text, 'error'));
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="action-plan-title">
      <Typography id="action-plan-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(A.actionPlan)}
      </Typography>
      {data.actionPlan.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(A.noActionPlan)}
        </Typography>
      ) : (
        <ul aria-label={t(A.actionPlanItems)}>
          {data.actionPlan.map((item) => (
            <li key={item.assessmentPartId}>
              <Typography>{item.text}</Typography>
            </li>
          ))}
        </ul>
      )}
      <ChangedElsewhereAlert
        match={changeOfAssessment(data)}
        editing={plan.changedUnder}
        onReload={plan.takeSaved}
        sx={{ mb: 1 }}
      />
      <TextField
        label={t(A.customActionPlan)}
        fullWidth
        multiline
        minRows={3}
        value={draft}
        disabled={!data.permissions.edit}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        onChange={(event) => plan.setDraft(event.target.value)}
        sx={{ mb: 2 }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!data.permissions.edit || busy} onClick={() => void submit()}>
          {t(A.submit)}
        </Button>
        <Button variant="outlined" disabled={!data.permissions.edit || busy} onClick={() => void preview()}>
          {t(A.emailActionPlan)}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="action-plan-mail-date">
          {data.assessment?.actionPlanEmailDate
            ? t(A.lastSent, { when: formatDateTime(data.assessment.actionPlanEmailDate, zone) })
            : t(A.notSent)}
        </Typography>
      </Stack>
      {previewing !== null && (
        <ActionPlanPreview
          assessmentId={previewing}
          busy={email.isPending}
          onSend={() => void send(previewing)}
          onClose={() => setPreviewing(null)}
        />
      )}
    </Paper>
  );
}

/** The action plan e-mails as they would leave now, read afresh each time it opens. */
function ActionPlanPreview({
  assessmentId,
  busy,
  onSend,
  onClose,
}: {
  assessmentId: number;
  busy: boolean;
  onSend(): void;
  onClose(): void;
}) {
  const preview = useActionPlanPreview(assessmentId);
  return (
    <MailPreviewDialog
      open
      title={t(A.sendTitle)}
      intro={t(A.sendIntro)}
      preview={preview.data}
      error={preview.isError ? screenErrorText(preview.error, t(A.sendFailed)) : undefined}
      emptyText={t(A.sendNobody)}
      busy={busy}
      onSend={onSend}
      onClose={onClose}
    />
  );
}
