import { type UserDetail, updateUserBodySchema } from '@app/shared';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { FormNumberField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useUpdateUser } from '../api/update-user';
import { USERS_TEXTS } from '../messages';

// An empty box is no limit (null); anything typed is held to the shared rule.
const formSchema = z.object({
  maxShiftsPerWeek: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    updateUserBodySchema.shape.user.shape.maxShiftsPerWeek.unwrap(),
  ),
});

/**
 * The most shifts a week a plan of the month gives a staff member (issue 39), on their user page:
 * set by them or an administrator; empty is no limit.
 */
export function WeeklyLimitCard({ user, isSelf, onReload }: { user: UserDetail; isSelf: boolean; onReload(): void }) {
  const save = useUpdateUser(user.id, { isSelf });
  const { push } = useMessages();
  const saved = user.maxShiftsPerWeek === null ? '' : String(user.maxShiftsPerWeek);
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: sharedResolver(formSchema, 'user'),
    mode: 'onChange',
    defaultValues: { maxShiftsPerWeek: saved },
  });
  // Saved (here or elsewhere): the box starts again from what the server holds. The card itself
  // stays mounted, so the save's own success message is still shown.
  useEffect(() => reset({ maxShiftsPerWeek: saved }), [saved, reset]);
  const typed = useWatch({ control, name: 'maxShiftsPerWeek' });
  const submit = handleSubmit((values) =>
    save.mutate(
      { maxShiftsPerWeek: values.maxShiftsPerWeek, updatedAt: user.updatedAt },
      { onSuccess: () => push(t(USERS_TEXTS.userUpdated), 'success') },
    ),
  );
  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="weekly-limit-title"
      sx={{ p: { xs: 1.5, sm: 3 } }}
      data-testid="weekly-limit-card"
    >
      <Typography variant="h6" component="h2" id="weekly-limit-title" gutterBottom>
        {t(USERS_TEXTS.weeklyTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(USERS_TEXTS.weeklyIntro, { self: isSelf ? 'yes' : 'no' })}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormNumberField
          control={control}
          name="maxShiftsPerWeek"
          label={t(USERS_TEXTS.weeklyLabel)}
          min={1}
          max={14}
          help={t(USERS_TEXTS.weeklyHelp)}
        />
        <ConflictAlert mutation={save} onReload={onReload} />
        {save.isError && !isConflict(save.error) && (
          <Alert severity="error" role="alert">
            {screenErrorText(save.error, t(USERS_TEXTS.updateFailed))}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || String(typed ?? '').trim() === saved || save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ minHeight: 44 }}
          >
            {t(USERS_TEXTS.save)}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
