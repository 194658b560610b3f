import { type CourseInput, courseInputSchema, MESSAGES, type StaffMember } from '@app/shared';
import {
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  createFilterOptions,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type Ref, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField, sharedResolver } from '../../../components/form';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useAssessmentTemplates } from '../../../lib/assessment-templates';
import { t } from '../../../lib/i18n/i18n';
import { type ClientOption, useClientOptions } from '../api/get-client-options';
import { useStaffOptions } from '../api/get-staff-options';
import { COURSES_TEXTS as T } from '../messages';

const CLIENT_SEARCH_DEBOUNCE_MS = 300;

type ProjectManagerOption = Pick<StaffMember, 'id' | 'name' | 'email'>;

const courseFormSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.required).pipe(courseInputSchema.shape.name),
  client: z
    .object({ id: z.number().int(), orgName: z.string() })
    .nullable()
    .refine((client) => client !== null, MESSAGES.required),
  description: courseInputSchema.shape.description,
  roleplayerAssessmentTemplateId: z.number().int().nullable(),
  projectManager: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});

/** What the course form edits: the pickers hold whole options so their labels show at once. */
export interface CourseFormValues {
  name: string;
  client: ClientOption | null;
  description: string;
  roleplayerAssessmentTemplateId: number | null;
  projectManager: ProjectManagerOption | null;
}

export const EMPTY_COURSE_FORM: CourseFormValues = {
  name: '',
  client: null,
  description: '',
  roleplayerAssessmentTemplateId: null,
  projectManager: null,
};

/** The request body the values stand for; null while no client is chosen. */
export function toCourseInput(values: CourseFormValues): CourseInput | null {
  if (!values.client) return null;
  return {
    name: values.name.trim(),
    clientId: values.client.id,
    description: values.description.trim(),
    roleplayerAssessmentTemplateId: values.roleplayerAssessmentTemplateId,
    projectManagerId: values.projectManager?.id ?? null,
  };
}

/** The fields of `next` that differ from `before`: what an update sends. */
export function changedCourseFields(before: CourseFormValues, next: CourseFormValues): Partial<CourseInput> {
  const a = toCourseInput(before);
  const b = toCourseInput(next);
  if (!b) return {};
  const changes: Partial<CourseInput> = {};
  for (const key of Object.keys(b) as Array<keyof CourseInput>) {
    if (!a || a[key] !== b[key]) Object.assign(changes, { [key]: b[key] });
  }
  return changes;
}

/**
 * The course's fields as the form labels them, in the person's language, by the form's field and by
 * the request's (a refusal of the server names `clientId`).
 */
export function courseLabels() {
  const client = t(T.client);
  const projectManager = t(T.projectManager);
  return {
    name: t(T.courseName),
    client,
    clientId: client,
    description: t(T.description),
    roleplayerAssessmentTemplateId: t(T.assessmentTemplate),
    projectManager,
    projectManagerId: projectManager,
  };
}

/** The pickers' own words (loading, clear, open, close) in the person's language. */
const pickerTexts = () => ({
  loadingText: t(T.pickerLoading),
  clearText: t(T.pickerClear),
  openText: t(T.pickerOpen),
  closeText: t(T.pickerClose),
});

const filterStaff = createFilterOptions<ProjectManagerOption>({ stringify: (o) => `${o.name} ${o.email}` });

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } };

/** 'create' sends every field; 'update' sends only what changed and stays disabled until then. */
export type CourseFormProps = {
  initialValues: CourseFormValues;
  submitting?: boolean;
} & ({ mode: 'create'; onSubmit(input: CourseInput): void } | { mode: 'update'; onSubmit(changes: Partial<CourseInput>): void });

/** The course form of /courses/new and the course details: name, client, description, template, manager. */
export function CourseForm(props: CourseFormProps) {
  const { initialValues, mode, submitting = false } = props;
  const labels = courseLabels();
  const { control, handleSubmit } = useForm({
    resolver: sharedResolver(courseFormSchema, 'course', labels),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as CourseFormValues;
  const changes = mode === 'update' ? changedCourseFields(initialValues, values) : null;
  const unchanged = changes !== null && Object.keys(changes).length === 0;

  const submit = handleSubmit((checked) => {
    if (props.mode === 'update') {
      if (changes && Object.keys(changes).length > 0) props.onSubmit(changes);
      return;
    }
    const input = toCourseInput(checked as CourseFormValues);
    if (input) props.onSubmit(input);
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(T.courseForm)}>
      <Stack spacing={2}>
        <Box sx={twoColumns}>
          <FormTextField control={control} name="name" label={labels.name} required autoComplete="off" />
          <Controller
            name="client"
            control={control}
            render={({ field, fieldState }) => (
              <ClientPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Box>
        <FormTextField control={control} name="description" label={labels.description} multiline minRows={3} maxRows={12} />
        <Box sx={twoColumns}>
          <Controller
            name="roleplayerAssessmentTemplateId"
            control={control}
            render={({ field }) => (
              <TemplateSelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
            )}
          />
          <Controller
            name="projectManager"
            control={control}
            render={({ field }) => (
              <ProjectManagerPicker value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
            )}
          />
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || unchanged}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {mode === 'create' ? t(T.create) : t(T.update)}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

interface PickerProps<T> {
  value: T;
  onChange(value: T): void;
  onBlur(): void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

/** Searches clients by name on the server as the user types. */
function ClientPicker({ value, onChange, onBlur, inputRef, error }: PickerProps<ClientOption | null>) {
  const [inputValue, setInputValue] = useState(value?.orgName ?? '');
  // While the box shows the chosen client's name, offer every client rather than that one alone.
  const typed = value && inputValue === value.orgName ? '' : inputValue.trim();
  const search = useDebouncedValue(typed, CLIENT_SEARCH_DEBOUNCE_MS);
  const clients = useClientOptions(search);
  const found = clients.data ?? [];
  const options = value && !found.some((c) => c.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={inputValue}
      onInputChange={(_event, next) => setInputValue(next)}
      onBlur={onBlur}
      // The server has filtered already.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.orgName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={clients.isFetching}
      {...pickerTexts()}
      noOptionsText={clients.isError ? t(T.couldNotRetrieveClients) : t(T.noClientsFound)}
      renderInput={(params) => (
        <TextField {...params} inputRef={inputRef} label={t(T.client)} required error={!!error} helperText={error} />
      )}
    />
  );
}

/** Everybody on staff, searchable by name or e-mail. */
function ProjectManagerPicker({ value, onChange, onBlur, inputRef }: PickerProps<ProjectManagerOption | null>) {
  const staff = useStaffOptions();
  const found: ProjectManagerOption[] = staff.data ?? [];
  const options = value && !found.some((s) => s.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      filterOptions={filterStaff}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={staff.isFetching}
      {...pickerTexts()}
      noOptionsText={staff.isError ? t(T.errorRetrievingData) : t(T.noStaffFound)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {option.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} inputRef={inputRef} label={t(T.projectManager)} />}
    />
  );
}

/** The role-player assessment templates, or none. */
function TemplateSelect({ value, onChange, onBlur, inputRef }: PickerProps<number | null>) {
  const templates = useAssessmentTemplates();
  const list = templates.data ?? [];
  // Until the list arrives, a chosen template is kept as its id so the select stays valid.
  const known = value === null || list.some((template) => template.id === value);
  return (
    <TextField
      select
      label={t(T.assessmentTemplate)}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      onBlur={onBlur}
      inputRef={inputRef}
      fullWidth
      error={templates.isError}
      helperText={templates.isError ? t(T.errorRetrievingData) : undefined}
    >
      <MenuItem value="">
        <em>{t(T.none)}</em>
      </MenuItem>
      {!known && <MenuItem value={String(value)}>{t(T.templateNumber, { id: value })}</MenuItem>}
      {list.map((template) => (
        <MenuItem key={template.id} value={String(template.id)}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
