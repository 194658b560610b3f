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
const formSchema = z.object({
  raterAgreementThreshold: z.preprocess((value) => {
    const present = emptyAsMissing(value);
    return typeof present === 'string' ? Number(present) : present;
  }, businessSettingsBodySchema.shape.businessSettings.shape.raterAgreementThreshold),
});

/** /settings (admin): the business settings, today the rater agreement threshold. */
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
    defaultValues: { raterAgreementThreshold: String(settings.raterAgreementThreshold) },
  });
  const typed = useWatch({ control, name: 'raterAgreementThreshold' });
  const submit = handleSubmit((values) =>
    save.mutate(
      { raterAgreementThreshold: values.raterAgreementThreshold, updatedAt: settings.updatedAt },
      { onSuccess: () => push(MESSAGES.settingsSaved, 'success') },
    ),
  );
  return (
    <Paper component="form" onSubmit={submit} noValidate aria-label="Rater agreement" sx={{ p: { xs: 1.5, sm: 3 } }}>
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
            disabled={!formState.isValid || Number(typed) === settings.raterAgreementThreshold || save.isPending}
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
