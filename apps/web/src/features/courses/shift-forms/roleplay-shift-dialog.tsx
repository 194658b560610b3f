import {
  ANSWER_BY_HOURS_BEFORE_START,
  callLengthMinutes,
  createRoleplayShiftBodySchema,
  DEFAULT_STAFFING_RATIO,
  MAX_CALL_BLOCKS,
  MESSAGES,
  roleplayShiftEnd,
  SUGGESTION_WINDOW_DAYS,
  validationSentence,
} from '@app/shared';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, type FieldError, type Resolver, useForm, useWatch } from 'react-hook-form';
import { formatWeekdayDateTime } from '../../../components/date-time';
import { FormDateTimeField, FormNumberField, FormSwitchField, labelOf } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { ApiError, errorText } from '../../../lib/api';
import { useScenarioComponents } from '../scenario-builder/api/get-scenario-components';
import { type RoleplayShiftInput, useCreateRoleplayShift } from './api/create-roleplay-shift';
import { useCohorts } from './api/get-cohorts';
import type { SuggestedDatesParams } from './api/keys';
import { fieldErrorsFromIssues, serverFieldErrors } from './form-errors';
import { defaultRoleplayStart, fromDateTimeInput, toDateOnly, toDateTimeInput, toIsoWithOffset } from './local-date-time';
import { addDaysToDate, SuggestedDatesPanel } from './suggested-dates-panel';

/** The fields hold what was typed; the shared rule decides what is valid. */
interface RoleplayFormValues {
  startTime: string;
  sessions: string;
  extensions: string;
  cohortName: string;
  staffingRatio: string;
  answerByHoursBeforeStart: string;
  backfillEnabled: boolean;
}
const FIELDS = ['startTime', 'sessions', 'extensions', 'cohortName', 'staffingRatio', 'answerByHoursBeforeStart'] as const;

const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Checks the form with the shared body rule, so the texts are the API's: 'Sessions is required',
 * 'Please specify a Cohort name', 'Extensions must be at least 1'. An empty start time or staffing ratio is 'Required'
 * here (the shared rule would read a missing ratio as the default).
 */
const roleplayResolver: Resolver<RoleplayFormValues, unknown, RoleplayShiftInput> = async (values) => {
  const errors: Partial<Record<keyof RoleplayFormValues, FieldError>> = {};
  const start = fromDateTimeInput(values.startTime);
  if (!start)
    errors.startTime = { type: 'required', message: validationSentence(['roleplayShift', 'startTime'], MESSAGES.required) };
  if (values.answerByHoursBeforeStart.trim() === '') {
    errors.answerByHoursBeforeStart = {
      type: 'required',
      message: validationSentence(['roleplayShift', 'answerByHoursBeforeStart'], MESSAGES.required),
    };
  }
  if (values.staffingRatio.trim() === '') {
    errors.staffingRatio = {
      type: 'required',
      message: validationSentence(['roleplayShift', 'staffingRatio'], MESSAGES.required),
    };
  }
  const parsed = createRoleplayShiftBodySchema.safeParse({
    roleplayShift: {
      startTime: start ? toIsoWithOffset(start) : undefined,
      sessions: numberOrMissing(values.sessions),
      extensions: numberOrMissing(values.extensions),
      cohortName: values.cohortName,
      staffingRatio: numberOrMissing(values.staffingRatio),
      answerByHoursBeforeStart: numberOrMissing(values.answerByHoursBeforeStart),
      backfillEnabled: values.backfillEnabled,
    },
  });
  if (!parsed.success) fieldErrorsFromIssues<RoleplayFormValues>(parsed.error.issues, FIELDS, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: parsed.data.roleplayShift, errors: {} };
};

/** The question for the suggestions, or null while a field is empty or out of range. */
function suggestionParams(referenceDate: string, values: Pick<RoleplayFormValues, 'sessions' | 'extensions' | 'staffingRatio'>) {
  const sessions = numberOrMissing(values.sessions);
  const extensions = numberOrMissing(values.extensions);
  const staffingRatio = numberOrMissing(values.staffingRatio);
  if (sessions === undefined || extensions === undefined || staffingRatio === undefined) return null;
  if (!Number.isInteger(sessions) || !Number.isInteger(extensions) || sessions < 1 || extensions < 1) return null;
  if (sessions + extensions > MAX_CALL_BLOCKS || !(staffingRatio >= 1 && staffingRatio <= 10)) return null;
  return { referenceDate, sessions, extensions, staffingRatio } satisfies SuggestedDatesParams;
}

export interface RoleplayShiftDialogProps {
  courseId: number;
  open: boolean;
  onClose(): void;
}

/** 'New roleplay shift': the creation form beside the staffed start times the API suggests. */
export function RoleplayShiftDialog({ courseId, open, onClose }: RoleplayShiftDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateRoleplayShift(courseId);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      maxWidth="lg"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {/* Mounted only while open: every opening starts from the defaults. */}
      {open && <RoleplayShiftForm courseId={courseId} titleId={titleId} create={create} onClose={onClose} />}
    </Dialog>
  );
}

function RoleplayShiftForm({
  courseId,
  titleId,
  create,
  onClose,
}: {
  courseId: number;
  titleId: string;
  create: ReturnType<typeof useCreateRoleplayShift>;
  onClose(): void;
}) {
  const { push } = useMessages();
  const [defaultStart] = useState(() => defaultRoleplayStart());
  const [today] = useState(() => toDateOnly(new Date()));
  // The suggestions look SUGGESTION_WINDOW_DAYS ahead from today (DESIGN section 3); a start date
  // chosen outside that window moves it there, and the panel moves it by four weeks.
  const [referenceDate, setReferenceDate] = useState(today);
  const { control, handleSubmit, setValue, setError } = useForm<RoleplayFormValues, unknown, RoleplayShiftInput>({
    resolver: roleplayResolver,
    mode: 'onTouched',
    defaultValues: {
      startTime: toDateTimeInput(defaultStart),
      sessions: '1',
      extensions: '1',
      cohortName: '',
      staffingRatio: String(DEFAULT_STAFFING_RATIO),
      answerByHoursBeforeStart: String(ANSWER_BY_HOURS_BEFORE_START.default),
      backfillEnabled: true,
    },
  });
  const [startTime, sessions, extensions, staffingRatio] = useWatch({
    control,
    name: ['startTime', 'sessions', 'extensions', 'staffingRatio'],
  });

  const cohorts = useCohorts(courseId);
  const cohortNames = useMemo(() => (cohorts.data ?? []).map((c) => c.name).sort((a, b) => a.localeCompare(b)), [cohorts.data]);
  const cohortFailure = cohorts.isError ? errorText(cohorts.error, MESSAGES.couldNotRetrieveCohorts) : null;
  useEffect(() => {
    if (cohortFailure) push(cohortFailure);
  }, [cohortFailure, push]);

  const components = useScenarioComponents(courseId);
  const callLength = callLengthMinutes(components.data ?? []);
  const start = fromDateTimeInput(startTime);
  const blocks = (numberOrMissing(sessions) ?? Number.NaN) + (numberOrMissing(extensions) ?? Number.NaN);
  const end =
    start && Number.isInteger(blocks) && blocks > 0 && callLength > 0 ? roleplayShiftEnd(start, blocks, callLength) : null;
  const params = useMemo(
    () => suggestionParams(referenceDate, { sessions, extensions, staffingRatio }),
    [referenceDate, sessions, extensions, staffingRatio],
  );

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        push('Roleplay shift created', 'success');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          for (const [field, message] of serverFieldErrors<RoleplayFormValues>(err.details, FIELDS)) {
            setError(field, { type: 'server', message });
          }
        }
        push(errorText(err, MESSAGES.errorCreatingRoleplayShift));
      },
    }),
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <DialogTitle id={titleId}>New roleplay shift</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) auto minmax(0, 7fr)' },
          }}
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormDateTimeField
              control={control}
              name="startTime"
              label={labelOf('roleplayShift', 'startTime')}
              required
              onValueChange={(value) => {
                const chosen = fromDateTimeInput(value);
                if (!chosen) return;
                const date = toDateOnly(chosen);
                if (date < referenceDate || date >= addDaysToDate(referenceDate, SUGGESTION_WINDOW_DAYS)) {
                  setReferenceDate(date < today ? today : date);
                }
              }}
            />
            <Stack direction="row" spacing={2}>
              {(['sessions', 'extensions'] as const).map((name) => (
                <FormNumberField
                  key={name}
                  control={control}
                  name={name}
                  label={labelOf('roleplayShift', name)}
                  required
                  min={1}
                  max={MAX_CALL_BLOCKS - 1}
                  help={name === 'sessions' ? 'Blocks of calls planned' : 'Kept free for calls that run over'}
                />
              ))}
            </Stack>
            <Controller
              name="cohortName"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  freeSolo
                  options={cohortNames}
                  loading={cohorts.isFetching}
                  inputValue={field.value}
                  onInputChange={(_event, value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  renderInput={(input) => (
                    <TextField
                      {...input}
                      inputRef={field.ref}
                      label={labelOf('roleplayShift', 'cohortName')}
                      required
                      error={!!fieldState.error}
                      helperText={
                        fieldState.error?.message ??
                        (cohortNames.length > 0
                          ? 'Pick a cohort of this course or type a new name'
                          : 'A new name creates the cohort')
                      }
                    />
                  )}
                />
              )}
            />
            <FormNumberField
              control={control}
              name="staffingRatio"
              label={labelOf('roleplayShift', 'staffingRatio')}
              required
              min={1}
              max={10}
              step={0.1}
              help="Role-players per scenario"
            />
            <FormNumberField
              control={control}
              name="answerByHoursBeforeStart"
              label={labelOf('roleplayShift', 'answerByHoursBeforeStart')}
              required
              min={ANSWER_BY_HOURS_BEFORE_START.min}
              max={ANSWER_BY_HOURS_BEFORE_START.max}
              help="Invitations must be answered by then"
            />
            <FormSwitchField
              control={control}
              name="backfillEnabled"
              label="Automatic backfill"
              help="If the shift is still short of people then, its missing places are offered to others, a few at a time"
            />
            <EndTimeSummary
              loading={components.isPending}
              callLength={callLength}
              blocks={Number.isInteger(blocks) ? blocks : null}
              end={end}
            />
          </Stack>
          <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
          <Divider sx={{ display: { xs: 'block', md: 'none' } }} />
          <SuggestedDatesPanel
            courseId={courseId}
            params={params}
            selectedStart={start}
            onUse={(iso) => setValue('startTime', toDateTimeInput(iso), { shouldValidate: true, shouldDirty: true })}
            onReferenceDateChange={setReferenceDate}
            earliestReferenceDate={today}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create
        </Button>
      </DialogActions>
    </Box>
  );
}

/** When the shift will end, from the course's call length; or why that cannot be told yet. */
function EndTimeSummary({
  loading,
  callLength,
  blocks,
  end,
}: {
  loading: boolean;
  callLength: number;
  blocks: number | null;
  end: Date | null;
}) {
  if (loading) return null;
  if (callLength <= 0) {
    return (
      <Alert severity="warning">
        This course has no scenario components yet. Add them in the Scenario Builder: a roleplay shift's length follows from them.
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <ScheduleIcon color="action" sx={{ mt: 0.25 }} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          Ends
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="roleplay-end-time">
          {end ? formatWeekdayDateTime(end) : '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {blocks !== null && blocks > 0
            ? `${blocks} call block${blocks === 1 ? '' : 's'} of ${callLength} min`
            : `Call blocks of ${callLength} min`}
        </Typography>
      </Box>
    </Box>
  );
}
