import { type CoachingQuestion, type CoachingRecord, SCALE_MAX, SCALE_MIN } from '@app/shared';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Chip, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime, formatTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useCreateCoachingRecord } from '../api/create-coaching-record';
import { useCoachingRecord } from '../api/get-coaching-record';
import { useSaveAnswer } from '../api/save-answer';
import { FORM_TEXTS as F } from '../messages';

/** The buttons of a scale question (1 to 6) and of a binary one (Yes 1, No 0). */
const SCALE_CHOICES = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => ({
  value: SCALE_MIN + i,
  label: String(SCALE_MIN + i),
}));
const binaryChoices = () => [
  { value: 1, label: t(F.yes) },
  { value: 0, label: t(F.no) },
];

const isTaken = (err: unknown) => err instanceof ApiError && err.code === 'coaching_form_taken';

/** Goes back where the coach came from, or home when the form was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

/**
 * /roleplayers/:roleplayerId/calls/:callId/coachingForm: the coaching record of a role-player in a
 * call. Found: shown. None yet: created at once. Made by another coach: that text, and back.
 */
export function CoachingFormPage() {
  const params = useParams();
  const userId = Number(params.roleplayerId);
  const callId = Number(params.callId);
  if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(callId) || callId <= 0) {
    return <Alert severity="warning">{t(F.notFound)}</Alert>;
  }
  return <CoachingForm key={`${userId}-${callId}`} userId={userId} callId={callId} />;
}

function CoachingForm({ userId, callId }: { userId: number; callId: number }) {
  const lookup = useCoachingRecord(userId, callId);
  const create = useCreateCoachingRecord();
  const { push } = useMessages();
  const goBack = useGoBack();
  const asked = useRef(false);
  const left = useRef(false);

  const empty = lookup.isSuccess && lookup.data.roleplayerAssessment === null;
  useEffect(() => {
    if (!empty || asked.current) return;
    asked.current = true;
    create.mutate({ userId, callId });
  }, [empty, create, userId, callId]);

  const taken = isTaken(lookup.error) || isTaken(create.error);
  useEffect(() => {
    if (!taken || left.current) return;
    left.current = true;
    push(t(F.taken), 'error');
    goBack();
  }, [taken, push, goBack]);

  if (taken) return <Alert severity="error">{t(F.taken)}</Alert>;
  if (lookup.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(lookup.error, t(F.fetchFailed))}
      </Alert>
    );
  }
  if (create.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(create.error, t(F.createFailed))}
      </Alert>
    );
  }
  const record = lookup.data?.roleplayerAssessment ?? null;
  if (!record) return <PageLoader />;
  return <RecordForm record={record} />;
}

type SaveState = { status: 'saving' | 'saved' | 'error'; at?: string; error?: string };

function RecordForm({ record }: { record: CoachingRecord }) {
  const save = useSaveAnswer();
  const [values, setValues] = useState<Record<number, number | string | null>>(() =>
    Object.fromEntries(record.answers.map((a) => [a.roleplayerAssessmentQuestionId, a.answerValue ?? a.answer])),
  );
  const [states, setStates] = useState<Record<number, SaveState>>(() =>
    Object.fromEntries(record.answers.map((a) => [a.roleplayerAssessmentQuestionId, { status: 'saved', at: a.updatedAt }])),
  );

  function send(question: CoachingQuestion, value: number | string | null) {
    setValues((current) => ({ ...current, [question.id]: value }));
    setStates((current) => ({ ...current, [question.id]: { status: 'saving' } }));
    const comment = question.answerType === 'comment';
    save.mutate(
      {
        roleplayerAssessmentId: record.id,
        roleplayerAssessmentQuestionId: question.id,
        ...(comment ? { answer: (value as string | null) ?? '' } : { answerValue: value as number | null }),
      },
      {
        onSuccess: (answer) => setStates((current) => ({ ...current, [question.id]: { status: 'saved', at: answer.updatedAt } })),
        onError: (err) =>
          setStates((current) => ({
            ...current,
            [question.id]: { status: 'error', error: screenErrorText(err, t(F.saveFailed)) },
          })),
      },
    );
  }

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1">
          {t(F.title, { name: record.roleplayer.name })}
        </Typography>
        <Typography color="text.secondary">
          {[record.sessionName, record.sessionBegins ? formatDateTime(record.sessionBegins) : null].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(F.byline, { coach: record.coach.name, created: formatDateTime(record.createdAt) })}
        </Typography>
      </Paper>
      {record.questions.length === 0 && <Alert severity="info">{t(F.noQuestions)}</Alert>}
      {record.questions.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          value={values[question.id] ?? null}
          state={states[question.id]}
          onAnswer={(value) => send(question, value)}
        />
      ))}
    </Stack>
  );
}

function QuestionCard({
  question,
  value,
  state,
  onAnswer,
}: {
  question: CoachingQuestion;
  value: number | string | null;
  state: SaveState | undefined;
  onAnswer(value: number | string | null): void;
}) {
  const headerId = useId();
  const [draft, setDraft] = useState(typeof value === 'string' ? value : '');
  return (
    <Paper component="section" aria-labelledby={headerId} data-testid="coaching-question" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography id={headerId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {question.header}
          </Typography>
          {question.content && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {question.content}
            </Typography>
          )}
        </Box>
        <SavedState state={state} />
      </Stack>
      {question.answerType !== 'comment' && (
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={value}
          aria-label={question.header}
          onChange={(_event, next: number | null) => {
            if (next !== null) onAnswer(next);
          }}
        >
          {(question.answerType === 'binary' ? binaryChoices() : SCALE_CHOICES).map((choice) => (
            <ToggleButton key={choice.value} value={choice.value} sx={{ minWidth: 44 }}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {question.answerType === 'comment' && (
        <TextField
          multiline
          minRows={3}
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== (value ?? '')) onAnswer(draft);
          }}
          helperText={t(F.savedOnLeave)}
          slotProps={{ htmlInput: { 'aria-label': question.header, maxLength: 5000 } }}
        />
      )}
    </Paper>
  );
}

/** Saving…, Saved (with the time), or the refusal, beside each question. */
function SavedState({ state }: { state: SaveState | undefined }) {
  if (!state) return <Chip size="small" variant="outlined" label={t(F.notAnswered)} />;
  if (state.status === 'saving') return <Chip size="small" label={t(F.saving)} />;
  if (state.status === 'error') return <Chip size="small" color="error" label={state.error} role="alert" />;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircleOutlineIcon />}
      label={t(F.saved, { time: formatTime(state.at) })}
      data-testid="answer-saved"
    />
  );
}
