import { ANSWER_BY_HOURS_BEFORE_START, createTrainingShiftBodySchema, MESSAGES, validationSentence } from '@app/shared';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { type FieldError, type Resolver, type ResolverResult, useForm, useWatch } from 'react-hook-form';
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { FormDateTimeField, FormNumberField, FormSwitchField } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { ApiError } from '../../../lib/api';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused, ruleSentence } from '../../../lib/i18n/validation-texts';
import { SHIFT_FORM_TEXTS as F, SCENARIO_TEXTS } from '../builder-messages';
import { useCreateLiveShift } from './api/create-live-shift';
import { type TimedShiftInput, useCreateTrainingShift } from './api/create-training-shift';
import { fieldErrorsFromIssues, serverFieldErrors } from './form-errors';
import { defaultTimedShift, fromDateTimeInput, toDateTimeInput, toIsoWithOffset } from './local-date-time';

/** The two shift types whose times are chosen freely: orientation (training) and live. */
export type TimedShiftType = 'training' | 'live';

interface TimedFormValues {
  startTime: string;
  endTime: string;
  answerByHoursBeforeStart: string;
  backfillEnabled: boolean;
}
const FIELDS = ['startTime', 'endTime', 'answerByHoursBeforeStart'] as const;
// Both types share the fields and their labels; the training body names them.
const BODY_NAME = 'trainingShift';

type Field = (typeof FIELDS)[number];

/** The fields as the form labels them, in the reader's language (in English the shared labels). */
function timedLabels(): Record<Field, string> {
  return { startTime: t(F.startTime), endTime: t(F.endTime), answerByHoursBeforeStart: t(F.answerBy) };
}

/** A required field left empty: the shared sentence in English, else the reader's. */
function requiredText(field: Field): string {
  if (currentLanguage() === 'en-CA') return validationSentence([BODY_NAME, field], MESSAGES.required);
  return ruleSentence(timedLabels()[field], { code: 'invalid_type', input: undefined });
}

/** Both fields are required and the end comes after the start: the shared rule of both types. */
const timedResolver: Resolver<TimedFormValues, unknown, TimedShiftInput> = async (
  values,
): Promise<ResolverResult<TimedFormValues, TimedShiftInput>> => {
  const errors: Partial<Record<keyof TimedFormValues, FieldError>> = {};
  const start = fromDateTimeInput(values.startTime);
  const end = fromDateTimeInput(values.endTime);
  if (!start) errors.startTime = { type: 'required', message: requiredText('startTime') };
  if (!end) errors.endTime = { type: 'required', message: requiredText('endTime') };
  const hours = values.answerByHoursBeforeStart.trim();
  if (hours === '') errors.answerByHoursBeforeStart = { type: 'required', message: requiredText('answerByHoursBeforeStart') };
  if (!start || !end || hours === '') return { values: {}, errors };
  // The training and live bodies share one rule; either schema checks the times.
  const english = currentLanguage() === 'en-CA';
  const parsed = createTrainingShiftBodySchema.safeParse(
    {
      trainingShift: {
        startTime: toIsoWithOffset(start),
        endTime: toIsoWithOffset(end),
        answerByHoursBeforeStart: Number(hours),
        backfillEnabled: values.backfillEnabled,
      },
    },
    { reportInput: !english },
  );
  if (!parsed.success) {
    if (english) return { values: {}, errors: fieldErrorsFromIssues<TimedFormValues>(parsed.error.issues, FIELDS, errors) };
    const labels = timedLabels();
    for (const issue of parsed.error.issues) {
      const name = issue.path[1] as Field | undefined;
      if (!name || !(FIELDS as readonly string[]).includes(name) || errors[name]) continue;
      const message =
        issue.code === 'custom' ? t(F.afterStart, { field: labels[name] }) : ruleSentence(labels[name], issue as never);
      errors[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  }
  const { startTime, endTime, answerByHoursBeforeStart, backfillEnabled } = parsed.data.trainingShift;
  return { values: { startTime, endTime, answerByHoursBeforeStart, backfillEnabled }, errors: {} };
};

/** How long the shift lasts: '2 h', '1 h 30 min' (the same words in the four languages). */
function durationText(start: Date | null, end: Date | null): string {
  if (!start || !end) return '';
  // Whole minutes of elapsed time (a clock change inside the span counts as it happens).
  const minutes = Math.trunc((end.getTime() - start.getTime()) / 60_000);
  if (minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 ? `${rest} min` : ''].filter(Boolean).join(' ');
}

export interface TimedShiftDialogProps {
  courseId: number;
  type: TimedShiftType;
  open: boolean;
  onClose(): void;
}

/** 'New Orientation shift' and 'New Live shift': a start (today 10:00) and an end (two hours later). */
export function TimedShiftDialog({ courseId, type, open, onClose }: TimedShiftDialogProps) {
  const training = useCreateTrainingShift(courseId);
  const live = useCreateLiveShift(courseId);
  const create = type === 'training' ? training : live;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {open && (
        <TimedShiftForm
          type={type}
          titleId={titleId}
          pending={create.isPending}
          onCreate={(input, done) => create.mutate(input, done)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

interface CreateCallbacks {
  onSuccess(): void;
  onError(err: unknown): void;
}

function TimedShiftForm({
  type,
  titleId,
  pending,
  onCreate,
  onClose,
}: {
  type: TimedShiftType;
  titleId: string;
  pending: boolean;
  onCreate(input: TimedShiftInput, callbacks: CreateCallbacks): void;
  onClose(): void;
}) {
  const { push } = useMessages();
  const [defaults] = useState(() => defaultTimedShift());
  const { control, handleSubmit, getValues, getFieldState, setValue, setError } = useForm<
    TimedFormValues,
    unknown,
    TimedShiftInput
  >({
    resolver: timedResolver,
    mode: 'onTouched',
    defaultValues: {
      startTime: toDateTimeInput(defaults.start),
      endTime: toDateTimeInput(defaults.end),
      answerByHoursBeforeStart: String(ANSWER_BY_HOURS_BEFORE_START.default),
      backfillEnabled: true,
    },
  });
  const [startTime, endTime] = useWatch({ control, name: ['startTime', 'endTime'] });
  const duration = durationText(fromDateTimeInput(startTime), fromDateTimeInput(endTime));
  const labels = timedLabels();

  const submit = handleSubmit((values) =>
    onCreate(values, {
      onSuccess: () => {
        push(t(F.created, { type }), 'success');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          const english = currentLanguage() === 'en-CA';
          for (const [field, message] of serverFieldErrors<TimedFormValues>(err.details, FIELDS)) {
            setError(field, { type: 'server', message: english ? message : fieldRefused(labels[field as Field]) });
          }
        }
        void localErrorText(err, t(F.createFailed, { type }), labels).then(push);
      },
    }),
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(F.newTimedShift, { type })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormDateTimeField
            control={control}
            name="startTime"
            label={labels.startTime}
            required
            onValueChange={(value) => {
              // Moving the start moves the end with it, so the length stays what it was.
              const before = fromDateTimeInput(getValues('startTime'));
              const after = fromDateTimeInput(value);
              const end = fromDateTimeInput(getValues('endTime'));
              if (before && after && end) {
                const moved = new Date(end.getTime() + (after.getTime() - before.getTime()));
                setValue('endTime', toDateTimeInput(moved), { shouldValidate: getFieldState('startTime').isTouched });
              }
            }}
          />
          <FormDateTimeField
            control={control}
            name="endTime"
            label={labels.endTime}
            required
            help={duration ? t(F.lasts, { duration }) : ' '}
          />
          <FormNumberField
            control={control}
            name="answerByHoursBeforeStart"
            label={labels.answerByHoursBeforeStart}
            required
            min={ANSWER_BY_HOURS_BEFORE_START.min}
            max={ANSWER_BY_HOURS_BEFORE_START.max}
            help={t(F.answerByHelp)}
          />
          <FormSwitchField control={control} name="backfillEnabled" label={t(F.backfill)} help={t(F.timedBackfillHelp)} />
          <Typography variant="body2" color="text.secondary">
            {t(F.inviteLater)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {t(DIALOG_TEXTS.cancel)}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(SCENARIO_TEXTS.create)}
        </Button>
      </DialogActions>
    </Box>
  );
}
