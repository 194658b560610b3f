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
import { Alert, Box, Button, CircularProgress, FormHelperText, Paper, Stack } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import {
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  labelOf,
  sharedResolver,
} from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api';
import { type CoursePreferencesDetail, useCoursePreferences } from '../api/get-course-preferences';
import { useUpdateCoursePreferences } from '../api/update-course-preferences';
import { BccListField } from './bcc-list-field';
import { SectionCard } from './section-card';
import { useCourseId } from './use-course-id';

export const LANGUAGE_NAMES: Record<CourseLanguage, string> = {
  'en-CA': 'English (Canada)',
  'fr-CA': 'French (Canada)',
  'pt-PT': 'Portuguese (Portugal)',
  'es-ES': 'Spanish (Spain)',
};

/** A count held as typed text: an empty box says 'Required', the rest is the shared rule. */
const typedCount = (rule: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number({ message: MESSAGES.required }).pipe(rule),
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

const LANGUAGE_OPTIONS = COURSE_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

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
        {errorText(preferences.error, MESSAGES.errorRetrievingData)}
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
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: sharedResolver(preferencesFormSchema, 'preferences'),
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
        onSuccess: () => push('Preferences saved', 'success'),
        onError: (err) => {
          if (!isConflict(err)) push(errorText(err, MESSAGES.couldNotUpdateCourse));
        },
      },
    );
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Course preferences">
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
          <SectionCard title="General">
            <Stack spacing={2}>
              <FormSelectField
                control={control}
                name="language"
                label={labelOf('preferences', 'language')}
                help="The language of the e-mails participants receive for this course"
                options={LANGUAGE_OPTIONS}
                fullWidth={false}
                sx={{ maxWidth: { sm: 360 } }}
              />
              <FormSwitchField
                control={control}
                name="resourcesReady"
                label="Resources ready"
                help="The course's resources are ready for participants"
              />
              <FormSwitchField
                control={control}
                name="enableGroupSessions"
                label="Group sessions"
                help="Several participants may share one call"
              />
            </Stack>
          </SectionCard>

          <SectionCard title="Reminders">
            <Stack spacing={2}>
              <FormSwitchField
                control={control}
                name="customReminderEnabled"
                label="Custom reminder"
                help="Send participants a reminder e-mail of your own before their shift"
              />
              <FormNumberField
                control={control}
                name="customReminderDaysBefore"
                label={labelOf('preferences', 'customReminderDaysBefore')}
                disabled={!reminderOn}
                fullWidth={false}
                min={1}
                sx={{ maxWidth: { sm: 240 } }}
              />
              <FormTextField
                control={control}
                name="customReminderText"
                label={labelOf('preferences', 'customReminderText')}
                multiline
                minRows={3}
                disabled={!reminderOn}
              />
            </Stack>
          </SectionCard>
        </Box>

        <SectionCard title="Answers and backfill">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <FormNumberField
              control={control}
              name="answerByHours"
              label={labelOf('preferences', 'answerByHours')}
              min={ANSWER_BY_HOURS.min}
              max={ANSWER_BY_HOURS.max}
              help="After the invitation is sent; never later than the shift's own deadline"
            />
            <FormNumberField
              control={control}
              name="backfillWaveSize"
              label={labelOf('preferences', 'backfillWaveSize')}
              min={BACKFILL_WAVE_SIZE.min}
              max={BACKFILL_WAVE_SIZE.max}
              help="An open place is offered to this many people at a time, those with the fewest hours first"
            />
            <FormNumberField
              control={control}
              name="backfillWaveHours"
              label={labelOf('preferences', 'backfillWaveHours')}
              min={BACKFILL_WAVE_HOURS.min}
              max={BACKFILL_WAVE_HOURS.max}
              help="How long a wave has before the place is offered to the next people"
            />
          </Box>
        </SectionCard>

        <SectionCard title="E-mail">
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="emailSender"
              label={labelOf('preferences', 'emailSender')}
              type="email"
              help="Leave empty to send from the default address"
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
              <FormSwitchField
                control={control}
                name="emailActionPlanToParticipant"
                label="Send the action plan to the participant"
              />
              <FormSwitchField
                control={control}
                name="emailActionPlanToManager"
                label="Send the action plan to the participant's manager"
              />
              <FormSwitchField
                control={control}
                name="emailShowProjectManagerContact"
                label="Show the project manager's contact details"
              />
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {CUSTOM_TEXTS.map((name) => (
                <FormTextField
                  key={name}
                  control={control}
                  name={name}
                  label={labelOf('preferences', name)}
                  multiline
                  minRows={2}
                  help="Leave empty to use the standard text"
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
              Discard changes
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isDirty || update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </Paper>
      </Stack>
    </Box>
  );
}
