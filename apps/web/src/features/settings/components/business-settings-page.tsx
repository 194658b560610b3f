import { type BusinessSettings, businessSettingsBodySchema } from '@app/shared';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { FormNumberField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useBusinessSettings } from '../api/get-business-settings';
import { useSaveBusinessSettings } from '../api/save-business-settings';
import { SETTINGS_TEXTS } from '../messages';

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
        {screenErrorText(settings.error, t(COMMON_TEXTS.couldNotRetrieveData))}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(SETTINGS_TEXTS.title)}
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
    resolver: sharedResolver(
      formSchema,
      'businessSettings',
      {
        raterAgreementThreshold: t(SETTINGS_TEXTS.threshold),
        restHours: t(SETTINGS_TEXTS.rest),
      },
      { restHours: t(SETTINGS_TEXTS.halfHours, { field: t(SETTINGS_TEXTS.rest) }) },
    ),
    mode: 'onChange',
    defaultValues: { raterAgreementThreshold: String(settings.raterAgreementThreshold), restHours: String(settings.restHours) },
  });
  const [typedThreshold, typedRest] = useWatch({ control, name: ['raterAgreementThreshold', 'restHours'] });
  const unchanged = Number(typedThreshold) === settings.raterAgreementThreshold && Number(typedRest) === settings.restHours;
  const submit = handleSubmit((values) =>
    save.mutate(
      { raterAgreementThreshold: values.raterAgreementThreshold, restHours: values.restHours, updatedAt: settings.updatedAt },
      { onSuccess: () => push(t(SETTINGS_TEXTS.saved), 'success') },
    ),
  );
  return (
    <Paper component="form" onSubmit={submit} noValidate aria-label={t(SETTINGS_TEXTS.formName)} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t(SETTINGS_TEXTS.raterAgreement)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(SETTINGS_TEXTS.raterAgreementHelp)}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormNumberField
          control={control}
          name="raterAgreementThreshold"
          label={`${t(SETTINGS_TEXTS.threshold)} (%)`}
          required
          min={0}
          max={100}
          help={t(SETTINGS_TEXTS.thresholdRange)}
        />
      </Stack>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t(SETTINGS_TEXTS.planning)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(SETTINGS_TEXTS.planningHelp)}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormNumberField
          control={control}
          name="restHours"
          label={t(SETTINGS_TEXTS.inHours, { field: t(SETTINGS_TEXTS.rest) })}
          required
          min={0}
          max={48}
          step={0.5}
          help={t(SETTINGS_TEXTS.restRange)}
        />
        <ConflictAlert mutation={save} onReload={onReload} />
        {save.isError && !isConflict(save.error) && (
          <Alert severity="error" role="alert">
            {screenErrorText(save.error, t(SETTINGS_TEXTS.saveFailed))}
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
            {t(COMMON_TEXTS.save)}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
