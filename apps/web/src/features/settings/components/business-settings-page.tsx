import { type BusinessSettings, businessSettingsBodySchema, MESSAGES } from '@app/shared';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { FormNumberField, labelOf, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api';
import { useBusinessSettings } from '../api/get-business-settings';
import { useSaveBusinessSettings } from '../api/save-business-settings';

// The box holds what was typed; an empty one reaches the shared rule as nothing ('Required').
const emptyAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const typedNumber = (value: unknown) => {
  const present = emptyAsMissing(value);
  return typeof present === 'string' ? Number(present) : present;
};
const fields = businessSettingsBodySchema.shape.businessSettings.shape;
const formSchema = z.object({
  raterAgreementThreshold: z.preprocess(typedNumber, fields.raterAgreementThreshold),
  restHours: z.preprocess(typedNumber, fields.restHours.unwrap()),
});

/** /settings (admin): the business settings: the rater agreement threshold, the rest between shifts. */
export function BusinessSettingsPage() {
  const settings = useBusinessSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Alert severity="error" role="alert">
        {errorText(settings.error, MESSAGES.couldNotRetrieveData)}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Settings
      </Typography>
      <BusinessSettingsForm
        key={settings.data.updatedAt ?? 'default'}
        settings={settings.data}
        onReload={() => void settings.refetch()}
      />
    </Stack>
  );
}

function BusinessSettingsForm({ settings, onReload }: { settings: BusinessSettings; onReload(): void }) {
  const save = useSaveBusinessSettings();
  const { push } = useMessages();
  const { control, handleSubmit, formState } = useForm({
    resolver: sharedResolver(formSchema, 'businessSettings'),
    mode: 'onChange',
    defaultValues: { raterAgreementThreshold: String(settings.raterAgreementThreshold), restHours: String(settings.restHours) },
  });
  const [typedThreshold, typedRest] = useWatch({ control, name: ['raterAgreementThreshold', 'restHours'] });
  const unchanged = Number(typedThreshold) === settings.raterAgreementThreshold && Number(typedRest) === settings.restHours;
  const submit = handleSubmit((values) =>
    save.mutate(
      { raterAgreementThreshold: values.raterAgreementThreshold, restHours: values.restHours, updatedAt: settings.updatedAt },
      { onSuccess: () => push(MESSAGES.settingsSaved, 'success') },
    ),
  );
  return (
    <Paper component="form" onSubmit={submit} noValidate aria-label="Business settings" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        Rater agreement
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A role-player whose ratings agree with the coaches’ calibration ratings less often than this is named on the Results page,
        so their next coaching session can take it up.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormNumberField
          control={control}
          name="raterAgreementThreshold"
          label={`${labelOf('businessSettings', 'raterAgreementThreshold')} (%)`}
          required
          min={0}
          max={100}
          help="From 0 to 100"
        />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Planning the month
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A plan never gives one person two shifts closer together than this, from the end of one to the start of the next.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormNumberField
          control={control}
          name="restHours"
          label={`${labelOf('businessSettings', 'restHours')} (hours)`}
          required
          min={0}
          max={48}
          step={0.5}
          help="From 0 to 48, in whole or half hours"
        />
        <ConflictAlert mutation={save} onReload={onReload} />
        {save.isError && !isConflict(save.error) && (
          <Alert severity="error" role="alert">
            {errorText(save.error, MESSAGES.couldNotSaveSettings)}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || unchanged || save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ minHeight: 44 }}
          >
            Save
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
