import { MESSAGES, type Role } from '@app/shared';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../components/form';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { roleName, roleNames, USERS_TEXTS } from '../messages';
import { ReadOnlyDetails } from './read-only-details';
import { type Checked, canSave, NEW_PASSWORD_REQUIRED, type UserFormField, type UserFormValues } from './user-form-rules';

export interface UserFormProps<T> {
  initialValues: UserFormValues;
  /** The roles offered as checkboxes, in display order. */
  roleOptions: readonly Role[];
  /** Checks the values on Save and builds the request body, or says what is wrong. */
  check(values: UserFormValues): Checked<T>;
  /** Called with a checked body; the caller sends it. `passwordDropped`: the mismatched password was left out. */
  onValid(body: T, info: { passwordDropped: boolean }): void;
  readOnly?: boolean;
  rolesReadOnly?: boolean;
  /** Hint under the password field. */
  passwordHelp?: string;
  submitting?: boolean;
  /** The server's refusal of the last save. */
  serverError?: string | null;
  /** A button shown with the server's refusal, e.g. Reload after a conflict. */
  serverErrorAction?: ReactNode;
  /** Autocomplete hint for the e-mail and password fields: own account or somebody else's. */
  ownAccount?: boolean;
  /** Shows the "Current password" field: a user changing their own password must give it. */
  askCurrentPassword?: boolean;
  /** The fields marked required (an asterisk, and `required` for assistive technology). */
  requiredFields?: readonly UserFormField[];
}

const ALWAYS_REQUIRED: readonly UserFormField[] = ['name', 'email', 'roleList'];

/** Each field's name in the person's language. */
const FIELD_TEXTS = {
  name: USERS_TEXTS.name,
  email: USERS_TEXTS.email,
  roleList: USERS_TEXTS.roles,
  homeNumber: USERS_TEXTS.homeNumber,
  cellNumber: USERS_TEXTS.cellNumber,
  password: USERS_TEXTS.password,
  passwordConfirmation: USERS_TEXTS.passwordConfirmation,
  currentPassword: USERS_TEXTS.currentPassword,
} satisfies Record<UserFormField, unknown>;

const labelOf = (field: UserFormField): string => t(FIELD_TEXTS[field]);

/**
 * A refusal of a field in the person's language: in English the shared rule's own sentence; in
 * another, the two sentences of this form's own, else one naming the field to check.
 */
function fieldErrorText(field: UserFormField, message: string): string {
  if (currentLanguage() === 'en-CA') return message;
  if (message === NEW_PASSWORD_REQUIRED) return t(USERS_TEXTS.newPasswordRequired);
  if (message === MESSAGES.currentPasswordRequired) return t(USERS_TEXTS.currentPasswordRequired);
  return t(USERS_TEXTS.fieldInvalid, { field: labelOf(field) });
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The user form of /users/new and /users/{id}: name, e-mail, roles, phone numbers, password. */
export function UserForm<T>({
  initialValues,
  roleOptions,
  check,
  onValid,
  readOnly = false,
  rolesReadOnly = false,
  passwordHelp,
  submitting = false,
  serverError,
  serverErrorAction,
  ownAccount = false,
  askCurrentPassword = false,
  requiredFields = ALWAYS_REQUIRED,
}: UserFormProps<T>) {
  const { control, handleSubmit, setError, clearErrors, setValue } = useForm<UserFormValues>({
    defaultValues: initialValues,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [name, email, roleList] = useWatch({ control, name: ['name', 'email', 'roleList'] });
  const saveEnabled = canSave({ name, email, roleList }) && !submitting;

  const submit = handleSubmit((values) => {
    clearErrors();
    setFormError(null);
    const result = check(values);
    if (!result.ok) {
      if (result.formError) setFormError(result.formError);
      // Every refused field shows its sentence; the first one in the form's order takes the focus.
      Object.entries(result.fieldErrors ?? {}).forEach(([field, message], index) => {
        setError(
          field as UserFormField,
          { type: 'validate', message: fieldErrorText(field as UserFormField, message) },
          { shouldFocus: index === 0 },
        );
      });
      return;
    }
    const passwordDropped = result.passwordDropped === true;
    if (passwordDropped) {
      setValue('password', '');
      setValue('passwordConfirmation', '');
      setValue('currentPassword', '');
    }
    onValid(result.body, { passwordDropped });
  });

  const textField = (
    field: Exclude<UserFormField, 'roleList'>,
    extra: Omit<FormTextFieldProps<UserFormValues>, 'name' | 'label' | 'control'> = {},
  ) => (
    <FormTextField
      control={control}
      name={field}
      label={labelOf(field)}
      disabled={readOnly}
      required={!readOnly && requiredFields.includes(field)}
      {...extra}
    />
  );

  if (readOnly) {
    // Nothing here can be changed by this viewer: the details as text, not as boxes that look editable.
    return (
      <ReadOnlyDetails
        label={t(USERS_TEXTS.userDetails)}
        items={[
          { label: labelOf('name'), value: initialValues.name },
          { label: labelOf('email'), value: initialValues.email },
          { label: labelOf('roleList'), value: roleNames(initialValues.roleList) },
          { label: labelOf('homeNumber'), value: initialValues.homeNumber },
          { label: labelOf('cellNumber'), value: initialValues.cellNumber },
        ]}
      />
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(USERS_TEXTS.userForm)}>
      <Stack spacing={2}>
        {formError && (
          <Alert severity="error" role="alert" data-testid="user-form-error">
            {formError}
          </Alert>
        )}
        {serverError && (
          <Alert severity="error" role="alert" data-testid="user-form-server-error" action={serverErrorAction}>
            {serverError}
          </Alert>
        )}
        <Box sx={twoColumns}>
          {textField('name', { autoComplete: ownAccount ? 'name' : 'off' })}
          {textField('email', { type: 'email', autoComplete: ownAccount ? 'email' : 'off' })}
        </Box>
        {rolesReadOnly ? (
          <ReadOnlyDetails
            label={labelOf('roleList')}
            items={[{ label: labelOf('roleList'), value: roleNames(initialValues.roleList) }]}
          />
        ) : (
          <Controller
            name="roleList"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl
                component="fieldset"
                error={!!fieldState.error}
                disabled={readOnly || rolesReadOnly}
                required={!readOnly && !rolesReadOnly && requiredFields.includes('roleList')}
              >
                <FormLabel component="legend">{labelOf('roleList')}</FormLabel>
                <FormGroup row>
                  {roleOptions.map((role) => (
                    <FormControlLabel
                      key={role}
                      label={roleName(role)}
                      control={
                        <Checkbox
                          checked={field.value.includes(role)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? roleOptions.filter((r) => r === role || field.value.includes(r))
                                : field.value.filter((r) => r !== role),
                            )
                          }
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        )}
        <Box sx={twoColumns}>
          {textField('homeNumber', { type: 'tel', autoComplete: ownAccount ? 'tel' : 'off' })}
          {textField('cellNumber', { type: 'tel', autoComplete: ownAccount ? 'tel' : 'off' })}
        </Box>
        {!readOnly && askCurrentPassword && (
          <Box sx={twoColumns}>
            {textField('currentPassword', {
              type: 'password',
              autoComplete: 'current-password',
              help: t(USERS_TEXTS.currentPasswordHelp),
            })}
          </Box>
        )}
        {!readOnly && (
          <Box sx={twoColumns}>
            {textField('password', {
              type: 'password',
              autoComplete: 'new-password',
              help: passwordHelp,
            })}
            {textField('passwordConfirmation', {
              type: 'password',
              autoComplete: 'new-password',
            })}
          </Box>
        )}
        {!readOnly && (
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!saveEnabled}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t(USERS_TEXTS.save)}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
