import {
  ANSWER_BY_HOURS_BEFORE_START,
  createTrainingShiftBodySchema,
  MESSAGES,
  SHIFT_TYPE_LABELS,
  validationSentence,
} from '@app/shared';
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
import { FormDateTimeField, FormNumberField, FormSwitchField, labelOf } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { ApiError, errorText } from '../../../lib/api';
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

const CREATE_FAILED: Record<TimedShiftType, string> = {
  training: MESSAGES.errorCreatingTrainingShift,
  live: MESSAGES.errorCreatingLiveShift,
};

/** Both fields are required and the end comes after the start: the shared rule of both types. */
const timedResolver: Resolver<TimedFormValues, unknown, TimedShiftInput> = async (
  values,
): Promise<ResolverResult<TimedFormValues, TimedShiftInput>> => {
  const errors: Partial<Record<keyof TimedFormValues, FieldError>> = {};
  const start = fromDateTimeInput(values.startTime);
  const end = fromDateTimeInput(values.endTime);
  if (!start) errors.startTime = { type: 'required', message: validationSentence([BODY_NAME, 'startTime'], MESSAGES.required) };
  if (!end) errors.endTime = { type: 'required', message: validationSentence([BODY_NAME, 'endTime'], MESSAGES.required) };
  const hours = values.answerByHoursBeforeStart.trim();
  if (hours === '') {
    errors.answerByHoursBeforeStart = {
      type: 'required',
      message: validationSentence([BODY_NAME, 'answerByHoursBeforeStart'], MESSAGES.required),
    };
  }
  if (!start || !end || hours === '') return { values: {}, errors };
  // The training and live bodies share one rule; either schema checks the times.
  const parsed = createTrainingShiftBodySchema.safeParse({
    trainingShift: {
      startTime: toIsoWithOffset(start),
      endTime: toIsoWithOffset(end),
      answerByHoursBeforeStart: Number(hours),
      backfillEnabled: values.backfillEnabled,
    },
  });
  if (!parsed.success) return { values: {}, errors: fieldErrorsFromIssues<TimedFormValues>(parsed.error.issues, FIELDS, errors) };
  const { startTime, endTime, answerByHoursBeforeStart, backfillEnabled } = parsed.data.trainingShift;
  return { values: { startTime, endTime, answerByHoursBeforeStart, backfillEnabled }, errors: {} };
};

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
  const label = SHIFT_TYPE_LABELS[type];

  const submit = handleSubmit((values) =>
    onCreate(values, {
      onSuccess: () => {
        push(`${label} shift created`, 'success');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          for (const [field, message] of serverFieldErrors<TimedFormValues>(err.details, FIELDS)) {
            setError(field, { type: 'server', message });
          }
        }
        push(errorText(err, CREATE_FAILED[type]));
      },
    }),
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <DialogTitle id={titleId}>New {label} shift</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormDateTimeField
            control={control}
            name="startTime"
            label={labelOf(BODY_NAME, 'startTime')}
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
            label={labelOf(BODY_NAME, 'endTime')}
            required
            help={duration ? `Lasts ${duration}` : ' '}
          />
          <FormNumberField
            control={control}
            name="answerByHoursBeforeStart"
            label={labelOf(BODY_NAME, 'answerByHoursBeforeStart')}
            required
            min={ANSWER_BY_HOURS_BEFORE_START.min}
            max={ANSWER_BY_HOURS_BEFORE_START.max}
            help="Invitations must be answered by then"
          />
          <FormSwitchField
            control={control}
            name="backfillEnabled"
            label="Automatic backfill"
            help="A coach or coordinator still missing then is looked for automatically"
          />
          <Typography variant="body2" color="text.secondary">
            Invite the staff from the shift's page once it is created.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create
        </Button>
      </DialogActions>
    </Box>
  );
}
