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
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { formatWeekdayDateTime } from '../../../components/date-time';
import { FormDateTimeField, FormNumberField, FormSwitchField } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { ApiError } from '../../../lib/api';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused, ruleSentence } from '../../../lib/i18n/validation-texts';
import { SHIFT_FORM_TEXTS as F, SCENARIO_TEXTS } from '../builder-messages';
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

type Field = (typeof FIELDS)[number];

/** The fields as the form labels them, in the reader's language (in English the shared labels). */
function roleplayLabels(): Record<Field, string> {
  return {
    startTime: t(F.startTime),
    sessions: t(F.sessions),
    extensions: t(F.extensions),
    cohortName: t(F.cohortName),
    staffingRatio: t(F.staffingRatio),
    answerByHoursBeforeStart: t(F.answerBy),
  };
}

/** A required field left empty: the shared sentence in English, else the reader's. */
function requiredText(field: Field): string {
  if (currentLanguage() === 'en-CA') return validationSentence(['roleplayShift', field], MESSAGES.required);
  return ruleSentence(roleplayLabels()[field], { code: 'invalid_type', input: undefined });
}

/**
 * The first failure of each field in another language than English, from the rule that failed: the
 * generic rules by ruleSentence, the form's own (a cohort name, the blocks' total, tenths) by its texts.
 */
function localIssues(
  issues: ReadonlyArray<{ code: string; path: readonly PropertyKey[]; message: string; input?: unknown }>,
  errors: Partial<Record<keyof RoleplayFormValues, FieldError>>,
) {
  const labels = roleplayLabels();
  for (const issue of issues) {
    const name = issue.path[1] as Field | undefined;
    if (!name || !(FIELDS as readonly string[]).includes(name) || errors[name]) continue;
    let message: string;
    if (issue.message === MESSAGES.specifyCohortName) message = t(F.specifyCohortName);
    else if (issue.code === 'custom' && name === 'extensions') message = t(F.callBlocksTotal, { maximum: MAX_CALL_BLOCKS });
    else if (issue.code === 'custom' && name === 'staffingRatio') message = t(F.tenths, { field: labels[name] });
    else message = ruleSentence(labels[name], issue as Parameters<typeof ruleSentence>[1]);
    errors[name] = { type: 'validate', message };
  }
  return errors;
}

/**
 * Checks the form with the shared body rule, so the texts are the API's: 'Sessions is required',
 * 'Please specify a Cohort name', 'Extensions must be at least 1'. An empty start time or staffing ratio is 'Required'
 * here (the shared rule would read a missing ratio as the default).
 */
const roleplayResolver: Resolver<RoleplayFormValues, unknown, RoleplayShiftInput> = async (values) => {
  const errors: Partial<Record<keyof RoleplayFormValues, FieldError>> = {};
  const start = fromDateTimeInput(values.startTime);
  if (!start) errors.startTime = { type: 'required', message: requiredText('startTime') };
  if (values.answerByHoursBeforeStart.trim() === '') {
    errors.answerByHoursBeforeStart = { type: 'required', message: requiredText('answerByHoursBeforeStart') };
  }
  if (values.staffingRatio.trim() === '') {
    errors.staffingRatio = { type: 'required', message: requiredText('staffingRatio') };
  }
  const english = currentLanguage() === 'en-CA';
  const parsed = createRoleplayShiftBodySchema.safeParse(
    {
      roleplayShift: {
        startTime: start ? toIsoWithOffset(start) : undefined,
        sessions: numberOrMissing(values.sessions),
        extensions: numberOrMissing(values.extensions),
        cohortName: values.cohortName,
        staffingRatio: numberOrMissing(values.staffingRatio),
        answerByHoursBeforeStart: numberOrMissing(values.answerByHoursBeforeStart),
        backfillEnabled: values.backfillEnabled,
      },
    },
    { reportInput: !english },
  );
  if (!parsed.success) {
    if (english) fieldErrorsFromIssues<RoleplayFormValues>(parsed.error.issues, FIELDS, errors);
    else localIssues(parsed.error.issues, errors);
  }
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
  const labels = roleplayLabels();
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
  const cohortFailure = cohorts.isError ? screenErrorText(cohorts.error, t(F.cohortsFailed)) : null;
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
        push(t(F.created, { type: 'roleplay' }), 'success');
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) {
          const english = currentLanguage() === 'en-CA';
          for (const [field, message] of serverFieldErrors<RoleplayFormValues>(err.details, FIELDS)) {
            setError(field, { type: 'server', message: english ? message : fieldRefused(labels[field as Field]) });
          }
        }
        void localErrorText(err, t(F.createFailed, { type: 'roleplay' }), labels).then(push);
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
      <DialogTitle id={titleId}>{t(F.newRoleplayShift)}</DialogTitle>
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
              label={labels.startTime}
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
                  label={labels[name]}
                  required
                  min={1}
                  max={MAX_CALL_BLOCKS - 1}
                  help={t(name === 'sessions' ? F.sessionsHelp : F.extensionsHelp)}
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
                      label={labels.cohortName}
                      required
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message ?? t(cohortNames.length > 0 ? F.pickCohort : F.newCohort)}
                    />
                  )}
                />
              )}
            />
            <FormNumberField
              control={control}
              name="staffingRatio"
              label={labels.staffingRatio}
              required
              min={1}
              max={10}
              step={0.1}
              help={t(F.staffingHelp)}
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
            <FormSwitchField control={control} name="backfillEnabled" label={t(F.backfill)} help={t(F.backfillHelp)} />
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
          {t(DIALOG_TEXTS.cancel)}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(SCENARIO_TEXTS.create)}
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
    return <Alert severity="warning">{t(F.noScenario)}</Alert>;
  }
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <ScheduleIcon color="action" sx={{ mt: 0.25 }} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t(F.ends)}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="roleplay-end-time">
          {end ? formatWeekdayDateTime(end) : '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {blocks !== null && blocks > 0
            ? t(F.blocksOf, { blocks, minutes: callLength })
            : t(F.callBlocksOf, { minutes: callLength })}
        </Typography>
      </Box>
    </Box>
  );
}
