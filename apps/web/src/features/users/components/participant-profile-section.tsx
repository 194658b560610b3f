import { type ParticipantProfile, participantProfileInputSchema } from '@app/shared';
import { Alert, Autocomplete, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useConflict } from '../../../components/conflict-alert';
import { FormTextField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useClientOptions } from '../api/get-client-options';
import { useParticipantProfile } from '../api/get-participant-profile';
import { useUpdateParticipantProfile } from '../api/update-participant-profile';
import { USERS_TEXTS } from '../messages';
import { ReadOnlyDetails } from './read-only-details';
import { SearchPicker } from './search-picker';

interface ProfileForm {
  clientId: number | null;
  managerName: string;
  managerEmail: string;
  region: string;
  location: string;
  branch: string;
  timeZone: string;
  position: string;
}

const TEXT_FIELDS = ['managerName', 'managerEmail', 'region', 'location', 'branch', 'position'] as const;
const label = (name: keyof ProfileForm) => t(USERS_TEXTS.profileField, { field: name });

function formValues(profile: ParticipantProfile): ProfileForm {
  const { clientId, managerName, managerEmail, region, location, branch, timeZone, position } = profile;
  return { clientId, managerName, managerEmail, region, location, branch, timeZone, position };
}

let zoneNames: string[] | undefined;
/** Every IANA zone the browser knows, for the time-zone picker (typing another name is allowed too). */
function timeZoneOptions(): string[] {
  zoneNames ??= [...Intl.supportedValuesOf('timeZone'), 'UTC'];
  return zoneNames;
}

/** The participant's profile on /users/{id}: editable by admins and coordinators, read-only otherwise. */
export function ParticipantProfileSection({ userId, editable }: { userId: number; editable: boolean }) {
  const profile = useParticipantProfile(userId);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="participant-profile">
      <Typography variant="h6" component="h2" gutterBottom>
        {t(USERS_TEXTS.participantProfile)}
      </Typography>
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <Alert severity="error">{screenErrorText(profile.error, t(USERS_TEXTS.loadFailed))}</Alert>
      ) : !editable ? (
        <>
          <ReadOnlyDetails
            label={t(USERS_TEXTS.participantProfile)}
            items={[
              { label: label('clientId'), value: profile.data.clientName },
              ...TEXT_FIELDS.map((name) => ({ label: label(name), value: profile.data[name] })),
              { label: label('timeZone'), value: profile.data.timeZone },
            ]}
          />
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(USERS_TEXTS.onlyManagersChangeProfile)}
          </Typography>
        </>
      ) : (
        <ProfileForm
          key={profile.data.updatedAt ?? 'new'}
          profile={profile.data}
          editable={editable}
          onReload={() => void profile.refetch()}
        />
      )}
    </Paper>
  );
}

function ProfileForm({ profile, editable, onReload }: { profile: ParticipantProfile; editable: boolean; onReload(): void }) {
  const update = useUpdateParticipantProfile(profile.userId);
  const conflict = useConflict(update, onReload);
  const { push } = useMessages();
  const form = useForm<ProfileForm, unknown, ProfileForm>({
    defaultValues: formValues(profile),
    resolver: sharedResolver(participantProfileInputSchema, 'participantProfile') as never,
  });
  const [clientName, setClientName] = useState(profile.clientName);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { ...values, updatedAt: profile.updatedAt },
      { onSuccess: () => push(t(USERS_TEXTS.profileUpdated), 'success') },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(USERS_TEXTS.participantProfile)}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Controller
          control={form.control}
          name="clientId"
          render={({ field, fieldState }) => (
            <ClientPicker
              value={field.value === null ? null : { id: field.value, orgName: clientName ?? '' }}
              onChange={(client) => {
                setClientName(client?.orgName ?? null);
                field.onChange(client?.id ?? null);
              }}
              disabled={!editable}
              error={fieldState.error?.message}
            />
          )}
        />
        {TEXT_FIELDS.map((name) => (
          <FormTextField<ProfileForm>
            key={name}
            control={form.control}
            name={name}
            label={label(name)}
            type={name === 'managerEmail' ? 'email' : 'text'}
            slotProps={{ input: { readOnly: !editable } }}
          />
        ))}
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              freeSolo
              options={timeZoneOptions()}
              value={field.value}
              onChange={(_event, value) => field.onChange(value ?? '')}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input' || reason === 'clear') field.onChange(value);
              }}
              disabled={!editable}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={label('timeZone')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? t(USERS_TEXTS.timeZoneExample)}
                />
              )}
            />
          )}
        />
      </Box>
      {update.error && (
        <Alert severity={conflict.isConflict ? 'warning' : 'error'} sx={{ mt: 2 }} action={conflict.alertAction}>
          {screenErrorText(update.error, t(USERS_TEXTS.profileUpdateFailed))}
        </Alert>
      )}
      {editable ? (
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t(USERS_TEXTS.saveProfile)}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t(USERS_TEXTS.onlyManagersChangeProfile)}
        </Typography>
      )}
    </Box>
  );
}

interface ClientOption {
  id: number;
  orgName: string;
}

/** The client picker: clients searched on the server by name. */
function ClientPicker(props: {
  value: ClientOption | null;
  onChange(client: ClientOption | null): void;
  disabled: boolean;
  error?: string | undefined;
}) {
  return (
    <SearchPicker<ClientOption>
      {...props}
      label={label('clientId')}
      useOptions={useClientOptions}
      optionLabel={(c) => c.orgName}
    />
  );
}
