import {
  ANSWER_BY_HOURS_BEFORE_START,
  answerByHoursBeforeStartSchema,
  type BackfillOffer,
  type BackfillPlace,
  type BackfillPlaceStatus,
  MESSAGES,
  type Shift,
} from '@app/shared';
import { Alert, Box, Button, Chip, type ChipProps, CircularProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { formatDateTime, formatWeekdayDateTime } from '../../../components/date-time';
import { FormNumberField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useShiftBackfill } from '../api/get-shift-backfill';
import { useRestartBackfill } from '../api/restart-backfill';
import { useStopBackfill } from '../api/stop-backfill';
import { useUpdateRoleplayShift } from '../api/update-roleplay-shift';
import { BACKFILL_TEXTS as B, SHIFT_PAGE_TEXTS as P } from '../page-messages';

const STATUS_COLORS: Record<BackfillPlaceStatus, ChipProps['color']> = {
  open: 'info',
  filled: 'success',
  stopped: 'default',
  closed: 'default',
};

/** The offers of a place by wave, in the order they went out. */
export function offerWaves(offers: readonly BackfillOffer[]): Array<{ wave: number; offeredAt: string; people: string[] }> {
  const waves = new Map<number, { wave: number; offeredAt: string; people: string[] }>();
  for (const offer of offers) {
    const wave = waves.get(offer.wave) ?? { wave: offer.wave, offeredAt: offer.offeredAt, people: [] };
    if (offer.offeredAt < wave.offeredAt) wave.offeredAt = offer.offeredAt;
    wave.people.push(offer.user.name);
    waves.set(offer.wave, wave);
  }
  return [...waves.values()].sort((a, b) => a.wave - b.wave);
}

/**
 * The managers' card of a shift's open places (issue 25, part 3): whether automatic backfill is on,
 * the shift's deadline, each place opened to backfill (its role, why it opened, its status), whom it
 * was offered to wave by wave, who took it; Stop (after asking) and Restart; and, on a roleplay
 * shift, the hours before the start by which invitations must be answered.
 */
export function BackfillCard({ shift, onReload }: { shift: Shift; onReload(): void }) {
  const headingId = useId();
  const backfill = useShiftBackfill(shift.type, shift.id);
  const stop = useStopBackfill(shift.type, shift.id);
  const restart = useRestartBackfill(shift.type, shift.id);
  const { push } = useMessages();
  const [confirming, setConfirming] = useState(false);
  const busy = stop.isPending || restart.isPending;
  const data = backfill.data;
  const enabled = data?.backfillEnabled ?? shift.backfillEnabled;
  const deadline = data?.deadline ?? null;
  const deadlinePassed = deadline !== null && new Date(deadline).getTime() <= Date.now();

  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => push(t(B.stopped), 'success'),
      onError: (err) => push(screenErrorText(err, t(B.couldNotStop))),
      onSettled: () => setConfirming(false),
    });
  const onRestart = () =>
    restart.mutate(undefined, {
      onSuccess: () => push(t(B.restarted), 'success'),
      onError: (err) => push(screenErrorText(err, t(B.couldNotRestart))),
    });

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }} data-testid="backfill">
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t(B.openPlaces)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="backfill-state">
            {t(enabled ? B.isOn : B.isStopped)}
            {deadline ? t(deadlinePassed ? B.deadlinePassed : B.deadline, { when: formatWeekdayDateTime(deadline) }) : ''}
          </Typography>
        </Box>
        {data &&
          (enabled ? (
            <Button
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() => setConfirming(true)}
              sx={{ minHeight: { xs: 44, sm: 36.5 } }}
            >
              {t(B.stop)}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={busy}
              startIcon={restart.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={onRestart}
              sx={{ minHeight: { xs: 44, sm: 36.5 } }}
            >
              {t(B.restart)}
            </Button>
          ))}
      </Stack>

      {backfill.isPending && <Skeleton variant="rounded" height={64} aria-hidden />}
      {backfill.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void backfill.refetch()}>
              {t(P.tryAgain)}
            </Button>
          }
        >
          {screenErrorText(backfill.error, t(P.errorRetrievingData))}
        </Alert>
      )}
      {data &&
        (data.places.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t(enabled ? B.noneOpen : B.noneWhileStopped)}
          </Typography>
        ) : (
          <Stack spacing={1} component="ul" aria-label={t(B.placesLabel)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.places.map((place) => (
              <PlaceItem key={place.id} place={place} />
            ))}
          </Stack>
        ))}

      {shift.type === 'roleplay' && <AnswerBySetting shift={shift} onReload={onReload} />}

      <ConfirmDialog
        open={confirming}
        title={t(B.stopTitle)}
        message={t(B.stopText)}
        confirmLabel={t(B.stop)}
        destructive
        busy={stop.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={onStop}
      />
    </Paper>
  );
}

/** One place: its role and status, why and when it opened, who took it, and the waves of offers. */
function PlaceItem({ place }: { place: BackfillPlace }) {
  const role = t(B.role, { role: place.role });
  const status = t(B.status, { status: place.status });
  const waves = offerWaves(place.offers);
  const why =
    place.reason === 'late_give_up' && place.gaveUp
      ? t(B.givenUpBy, { name: place.gaveUp.name })
      : t(B.reason, { reason: place.reason });
  return (
    <Box
      component="li"
      data-testid="backfill-place"
      aria-label={t(B.placeLabel, { role, status })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {role}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[place.status]}
          variant={place.status === 'filled' ? 'filled' : 'outlined'}
          label={status}
          data-testid="backfill-status"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t(B.opened, { why, when: formatDateTime(place.openedAt) })}
      </Typography>
      {place.filledBy && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="backfill-taken">
          {t(B.takenBy)} <strong>{place.filledBy.name}</strong>
          {place.filledAt ? `, ${formatDateTime(place.filledAt)}` : ''}
        </Typography>
      )}
      {waves.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t(place.status === 'open' ? B.notOffered : B.neverOffered)}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t(B.offersOf, { role: place.role })} sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none' }}>
          {waves.map((wave) => (
            <Typography
              key={wave.wave}
              component="li"
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="backfill-wave"
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                {t(B.wave, { wave: wave.wave })}
              </Box>
              {` · ${formatDateTime(wave.offeredAt)}: ${wave.people.join(', ')}`}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

// The hours are held as typed text: an empty box says 'Required', the rest is the shared rule.
const answerByFormSchema = z.object({
  answerByHoursBeforeStart: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number({ message: MESSAGES.required }).pipe(answerByHoursBeforeStartSchema),
  ),
});

/** A roleplay shift's deadline, in hours before its start: invitations are answered by then. */
function AnswerBySetting({ shift, onReload }: { shift: Shift; onReload(): void }) {
  const save = useUpdateRoleplayShift(shift.id);
  const { push } = useMessages();
  const saved = String(shift.answerByHoursBeforeStart);
  const { control, handleSubmit, formState, reset } = useForm({
    // The field named in the person's language, in its label and in its refusals (English: the server's label).
    resolver: sharedResolver(answerByFormSchema, 'roleplayShift', { answerByHoursBeforeStart: t(B.answerByHours) }),
    values: { answerByHoursBeforeStart: saved },
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      { answerByHoursBeforeStart: values.answerByHoursBeforeStart, updatedAt: shift.updatedAt },
      {
        onSuccess: () => {
          push(t(B.deadlineSaved), 'success');
          reset({ answerByHoursBeforeStart: String(values.answerByHoursBeforeStart) });
        },
      },
    ),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(B.answerByLabel)} sx={{ mt: 2 }}>
      <ConflictAlert mutation={save} onReload={onReload} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormNumberField
          control={control}
          name="answerByHoursBeforeStart"
          label={t(B.answerByHours)}
          min={ANSWER_BY_HOURS_BEFORE_START.min}
          max={ANSWER_BY_HOURS_BEFORE_START.max}
          help={t(B.answerByHelp)}
          fullWidth={false}
          sx={{ maxWidth: { sm: 320 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!formState.isDirty || save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ minHeight: { xs: 44, sm: 40 }, mt: { sm: 1 } }}
        >
          {t(B.saveDeadline)}
        </Button>
      </Stack>
      {save.isError && !isConflict(save.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {screenErrorText(save.error, t(P.couldNotUpdateShift))}
        </Alert>
      )}
    </Box>
  );
}
