import {
  ANSWER_BY_HOURS,
  BACKFILL_WAVE_HOURS,
  BACKFILL_WAVE_SIZE,
  COURSE_LANGUAGES,
  type CourseLanguage,
  type CoursePreferences,
  coursePreferencesSchema,
  MESSAGES,
} from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { Alert, Box, Button, CircularProgress, FormHelperText, Paper, Stack } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { FormNumberField, FormSelectField, FormSwitchField, FormTextField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { type CoursePreferencesDetail, useCoursePreferences } from '../api/get-course-preferences';
import { useUpdateCoursePreferences } from '../api/update-course-preferences';
import { COURSES_TEXTS as T } from '../messages';
import { BccListField } from './bcc-list-field';
import { SectionCard } from './section-card';
import { useCourseId } from './use-course-id';

/** Each language of the e-mails by its name in the person's language. */
const LANGUAGE_NAMES: Record<CourseLanguage, MessageDescriptor> = {
  'en-CA': T.languageEnCA,
  'fr-CA': T.languageFrCA,
  'pt-PT': T.languagePtPT,
  'es-ES': T.languageEsES,
};

/**
 * A count held as typed text: an empty box says 'Required', the rest is the shared rule. The text is
 * read as a number here, so a refusal in another language knows an empty box from a wrong one.
 */
const typedCount = (rule: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z.number({ message: MESSAGES.required }).pipe(rule),
  );
const preferencesFormSchema = coursePreferencesSchema.extend({
  customReminderDaysBefore: typedCount(coursePreferencesSchema.shape.customReminderDaysBefore),
  answerByHours: typedCount(coursePreferencesSchema.shape.answerByHours),
  backfillWaveSize: typedCount(coursePreferencesSchema.shape.backfillWaveSize),
  backfillWaveHours: typedCount(coursePreferencesSchema.shape.backfillWaveHours),
});
type PreferencesFormInput = z.input<typeof preferencesFormSchema>;
type PreferenceField = keyof PreferencesFormInput;

function formValues(preferences: CoursePreferences): PreferencesFormInput {
  return {
    ...preferences,
    customReminderDaysBefore: String(preferences.customReminderDaysBefore),
    answerByHours: String(preferences.answerByHours),
    backfillWaveSize: String(preferences.backfillWaveSize),
    backfillWaveHours: String(preferences.backfillWaveHours),
  };
}

/** The preferences whose saved value differs from what the server holds. */
function changedPreferences(before: CoursePreferences, after: CoursePreferences): Partial<CoursePreferences> {
  const changes: Partial<CoursePreferences> = {};
  for (const key of Object.keys(after) as Array<keyof CoursePreferences>) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

const CUSTOM_TEXTS = [
  'emailCustomWelcomeText',
  'emailCustomIntroductionBlurb',
  'emailCustomCommentsHeader',
  'emailCustomStrengthsIntroduction',
  'emailCustomOpportunitiesIntroduction',
  'emailCustomActionPlanText',
] as const satisfies readonly PreferenceField[];

const languageOptions = () => COURSE_LANGUAGES.map((code) => ({ value: code, label: t(LANGUAGE_NAMES[code]) }));

/** The preferences' fields as the form labels them, in the person's language. */
function preferenceLabels() {
  return {
    language: t(T.language),
    customReminderDaysBefore: t(T.daysBeforeShift),
    customReminderText: t(T.reminderText),
    answerByHours: t(T.answerByHours),
    backfillWaveSize: t(T.backfillWaveSize),
    backfillWaveHours: t(T.backfillWaveHours),
    emailSender: t(T.emailSender),
    emailBccList: t(T.bccAddress),
    emailCustomWelcomeText: t(T.welcomeText),
    emailCustomIntroductionBlurb: t(T.introduction),
    emailCustomCommentsHeader: t(T.commentsHeading),
    emailCustomStrengthsIntroduction: t(T.strengthsIntroduction),
    emailCustomOpportunitiesIntroduction: t(T.opportunitiesIntroduction),
    emailCustomActionPlanText: t(T.actionPlanText),
  };
}

/** /courses/:id/preferences: language, reminders and the e-mails of the course. */
export function CoursePreferencesPage() {
  const id = useCourseId();
  if (id === null) return null;
  return <PreferencesLoader id={id} />;
}

function PreferencesLoader({ id }: { id: number }) {
  const preferences = useCoursePreferences(id);
  if (preferences.isPending) return <PageLoader />;
  if (preferences.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(preferences.error, t(T.errorRetrievingData))}
      </Alert>
    );
  }
  return (
    <PreferencesForm
      key={preferences.data.updatedAt}
      courseId={id}
      saved={preferences.data}
      onReload={() => void preferences.refetch()}
    />
  );
}

function PreferencesForm({ courseId, saved, onReload }: { courseId: number; saved: CoursePreferencesDetail; onReload(): void }) {
  const update = useUpdateCoursePreferences(courseId);
  const { push } = useMessages();
  const { updatedAt, ...savedValues } = saved;
  const labels = preferenceLabels();
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: sharedResolver(preferencesFormSchema, 'preferences', labels),
    defaultValues: formValues(savedValues),
    mode: 'onTouched',
  });
  const reminderOn = useWatch({ control, name: 'customReminderEnabled' });

  const submit = handleSubmit((values) => {
    const changes = changedPreferences(savedValues, values);
    if (Object.keys(changes).length === 0) {
      reset(formValues(savedValues));
      return;
    }
    update.mutate(
      { ...changes, updatedAt },
      {
        onSuccess: () => push(t(T.preferencesSaved), 'success'),
        onError: (err) => {
          if (!isConflict(err)) void localErrorText(err, t(T.couldNotUpdateCourse), labels).then((text) => push(text));
        },
      },
    );
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(T.preferencesForm)}>
      <Stack spacing={2}>
        <ConflictAlert mutation={update} onReload={onReload} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'stretch',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SectionCard title={t(T.general)}>
            <Stack spacing={2}>
              <FormSelectField
                control={control}
                name="language"
                label={labels.language}
                help={t(T.languageHelp)}
                options={languageOptions()}
                fullWidth={false}
                sx={{ maxWidth: { sm: 360 } }}
              />
              <FormSwitchField
                control={control}
                name="resourcesReady"
                label={t(T.resourcesReady)}
                help={t(T.resourcesReadyHelp)}
              />
              <FormSwitchField
                control={control}
                name="enableGroupSessions"
                label={t(T.groupSessions)}
                help={t(T.groupSessionsHelp)}
              />
            </Stack>
          </SectionCard>

          <SectionCard title={t(T.reminders)}>
            <Stack spacing={2}>
              <FormSwitchField
                control={control}
                name="customReminderEnabled"
                label={t(T.customReminder)}
                help={t(T.customReminderHelp)}
              />
              <FormNumberField
                control={control}
                name="customReminderDaysBefore"
                label={labels.customReminderDaysBefore}
                disabled={!reminderOn}
                fullWidth={false}
                min={1}
                sx={{ maxWidth: { sm: 240 } }}
              />
              <FormTextField
                control={control}
                name="customReminderText"
                label={labels.customReminderText}
                multiline
                minRows={3}
                disabled={!reminderOn}
              />
            </Stack>
          </SectionCard>
        </Box>

        <SectionCard title={t(T.answersAndBackfill)}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <FormNumberField
              control={control}
              name="answerByHours"
              label={labels.answerByHours}
              min={ANSWER_BY_HOURS.min}
              max={ANSWER_BY_HOURS.max}
              help={t(T.answerByHoursHelp)}
            />
            <FormNumberField
              control={control}
              name="backfillWaveSize"
              label={labels.backfillWaveSize}
              min={BACKFILL_WAVE_SIZE.min}
              max={BACKFILL_WAVE_SIZE.max}
              help={t(T.backfillWaveSizeHelp)}
            />
            <FormNumberField
              control={control}
              name="backfillWaveHours"
              label={labels.backfillWaveHours}
              min={BACKFILL_WAVE_HOURS.min}
              max={BACKFILL_WAVE_HOURS.max}
              help={t(T.backfillWaveHoursHelp)}
            />
          </Box>
        </SectionCard>

        <SectionCard title={t(T.email)}>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="emailSender"
              label={labels.emailSender}
              type="email"
              help={t(T.emailSenderHelp)}
              sx={{ maxWidth: { sm: 420 } }}
            />
            <Controller
              name="emailBccList"
              control={control}
              render={({ field, fieldState }) => (
                <Box>
                  <BccListField value={field.value} onChange={field.onChange} />
                  {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                </Box>
              )}
            />
            <Stack spacing={1}>
              <FormSwitchField control={control} name="emailActionPlanToParticipant" label={t(T.actionPlanToParticipant)} />
              <FormSwitchField control={control} name="emailActionPlanToManager" label={t(T.actionPlanToManager)} />
              <FormSwitchField control={control} name="emailShowProjectManagerContact" label={t(T.showProjectManagerContact)} />
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {CUSTOM_TEXTS.map((name) => (
                <FormTextField
                  key={name}
                  control={control}
                  name={name}
                  label={labels[name]}
                  multiline
                  minRows={2}
                  help={t(T.standardTextHelp)}
                />
              ))}
            </Box>
          </Stack>
        </SectionCard>

        <Paper
          elevation={3}
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            p: 1.5,
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            alignItems: 'center',
          }}
        >
          {formState.isDirty && (
            <Button onClick={() => reset(formValues(savedValues))} disabled={update.isPending}>
              {t(T.discardChanges)}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isDirty || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(COMMON_TEXTS.save)}
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
