import { COURSE_LANGUAGES, type CourseLanguage, type CoursePreferences, coursePreferencesSchema, MESSAGES } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, errorText } from '../../../lib/api';
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

// The day count is held as typed text: an empty box says 'Required', the rest is the shared rule.
const preferencesFormSchema = coursePreferencesSchema.extend({
  customReminderDaysBefore: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number({ message: MESSAGES.required }).pipe(coursePreferencesSchema.shape.customReminderDaysBefore),
  ),
});
type PreferencesFormInput = z.input<typeof preferencesFormSchema>;
type PreferenceField = keyof PreferencesFormInput;

/** Plain-language texts for the shared schema's bounds. */
const friendlyErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && issue.origin === 'number') return `Must be at least ${issue.minimum}`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Must be at most ${issue.maximum}`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `Must be at most ${issue.maximum} characters`;
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Must be a whole number';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Must be a number';
  return undefined;
};

const sentence = (text: string | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined);

function formValues(preferences: CoursePreferences): PreferencesFormInput {
  return { ...preferences, customReminderDaysBefore: String(preferences.customReminderDaysBefore) };
}

/** The preferences whose saved value differs from what the server holds. */
function changedPreferences(before: CoursePreferences, after: CoursePreferences): Partial<CoursePreferences> {
  const changes: Partial<CoursePreferences> = {};
  for (const key of Object.keys(after) as Array<keyof CoursePreferences>) {
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) Object.assign(changes, { [key]: after[key] });
  }
  return changes;
}

const CUSTOM_TEXTS: Array<{ name: PreferenceField & `emailCustom${string}`; label: string }> = [
  { name: 'emailCustomWelcomeText', label: 'Welcome text' },
  { name: 'emailCustomIntroductionBlurb', label: 'Introduction' },
  { name: 'emailCustomCommentsHeader', label: 'Comments heading' },
  { name: 'emailCustomStrengthsIntroduction', label: 'Strengths introduction' },
  { name: 'emailCustomOpportunitiesIntroduction', label: 'Opportunities introduction' },
  { name: 'emailCustomActionPlanText', label: 'Action plan text' },
];

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
    resolver: zodResolver(preferencesFormSchema, { error: friendlyErrors }),
    defaultValues: formValues(savedValues),
    mode: 'onTouched',
  });
  const reminderOn = useWatch({ control, name: 'customReminderEnabled' });
  const conflict = update.error instanceof ApiError && update.error.status === 409;

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
          if (!(err instanceof ApiError && err.status === 409)) push(errorText(err, MESSAGES.couldNotUpdateCourse));
        },
      },
    );
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Course preferences">
      <Stack spacing={2}>
        {conflict && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  update.reset();
                  onReload();
                }}
              >
                Reload
              </Button>
            }
          >
            {errorText(update.error, MESSAGES.conflict)}
          </Alert>
        )}
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
              <Controller
                name="language"
                control={control}
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    select
                    label="Language"
                    helperText="The language of the e-mails participants receive for this course"
                    sx={{ maxWidth: { sm: 360 } }}
                  >
                    {COURSE_LANGUAGES.map((code) => (
                      <MenuItem key={code} value={code}>
                        {LANGUAGE_NAMES[code]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <SwitchField
                control={control}
                name="resourcesReady"
                label="Resources ready"
                help="The course's resources are ready for participants"
              />
              <SwitchField
                control={control}
                name="enableGroupSessions"
                label="Group sessions"
                help="Several participants may share one call"
              />
            </Stack>
          </SectionCard>

          <SectionCard title="Reminders">
            <Stack spacing={2}>
              <SwitchField
                control={control}
                name="customReminderEnabled"
                label="Custom reminder"
                help="Send participants a reminder e-mail of your own before their shift"
              />
              <TextInput
                control={control}
                name="customReminderDaysBefore"
                label="Days before the shift"
                type="number"
                disabled={!reminderOn}
                sx={{ maxWidth: { sm: 240 } }}
                slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
              />
              <TextInput
                control={control}
                name="customReminderText"
                label="Reminder text"
                multiline
                minRows={3}
                disabled={!reminderOn}
              />
            </Stack>
          </SectionCard>
        </Box>

        <SectionCard title="E-mail">
          <Stack spacing={2.5}>
            <TextInput
              control={control}
              name="emailSender"
              label="Sender address"
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
                  {fieldState.error && <FormHelperText error>{sentence(fieldState.error.message)}</FormHelperText>}
                </Box>
              )}
            />
            <Stack spacing={1}>
              <SwitchField
                control={control}
                name="emailActionPlanToParticipant"
                label="Send the action plan to the participant"
              />
              <SwitchField
                control={control}
                name="emailActionPlanToManager"
                label="Send the action plan to the participant's manager"
              />
              <SwitchField
                control={control}
                name="emailShowProjectManagerContact"
                label="Show the project manager's contact details"
              />
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {CUSTOM_TEXTS.map((text) => (
                <TextInput
                  key={text.name}
                  control={control}
                  name={text.name}
                  label={text.label}
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

type PreferencesControl = Control<PreferencesFormInput, unknown, z.output<typeof preferencesFormSchema>>;
type BooleanField = {
  [K in PreferenceField]: PreferencesFormInput[K] extends boolean ? K : never;
}[PreferenceField];
type TextFieldName = Exclude<
  {
    [K in PreferenceField]: PreferencesFormInput[K] extends boolean | string[] ? never : K;
  }[PreferenceField],
  'language'
>;

function SwitchField({
  control,
  name,
  label,
  help,
}: {
  control: PreferencesControl;
  name: BooleanField;
  label: string;
  help?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch {...field} checked={value} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { ref } }} />
            }
            label={label}
          />
          {help && <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{help}</FormHelperText>}
        </Box>
      )}
    />
  );
}

function TextInput({
  control,
  name,
  help,
  ...props
}: { control: PreferencesControl; name: TextFieldName; help?: string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          fullWidth
          error={!!fieldState.error}
          helperText={sentence(fieldState.error?.message) ?? help}
        />
      )}
    />
  );
}
