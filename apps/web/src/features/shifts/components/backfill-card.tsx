import {
  ANSWER_BY_HOURS_BEFORE_START,
  answerByHoursBeforeStartSchema,
  BACKFILL_PLACE_STATUS_LABELS,
  BACKFILL_REASON_LABELS,
  BACKFILL_ROLE_LABELS,
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
import { FormNumberField, labelOf, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useShiftBackfill } from '../api/get-shift-backfill';
import { useRestartBackfill } from '../api/restart-backfill';
import { useStopBackfill } from '../api/stop-backfill';
import { useUpdateRoleplayShift } from '../api/update-roleplay-shift';

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
      onSuccess: () => push('Backfill stopped', 'success'),
      onError: (err) => push(errorText(err, 'Could not stop the backfill')),
      onSettled: () => setConfirming(false),
    });
  const onRestart = () =>
    restart.mutate(undefined, {
      onSuccess: () => push('Backfill restarted', 'success'),
      onError: (err) => push(errorText(err, 'Could not restart the backfill')),
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
            Open places
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="backfill-state">
            {enabled ? 'Automatic backfill is on' : 'Automatic backfill is stopped'}
            {deadline ? ` · ${deadlinePassed ? 'Deadline passed' : 'Deadline'} ${formatWeekdayDateTime(deadline)}` : ''}
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
              Stop backfill
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={busy}
              startIcon={restart.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={onRestart}
              sx={{ minHeight: { xs: 44, sm: 36.5 } }}
            >
              Restart backfill
            </Button>
          ))}
      </Stack>

      {backfill.isPending && <Skeleton variant="rounded" height={64} aria-hidden />}
      {backfill.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void backfill.refetch()}>
              Try again
            </Button>
          }
        >
          {errorText(backfill.error, MESSAGES.errorRetrievingData)}
        </Alert>
      )}
      {data &&
        (data.places.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {enabled
              ? 'No place is open. If the shift is still short of people at its deadline, or somebody gives up their place after it, the missing places are offered here automatically, a few people at a time.'
              : 'No place is open, and none will open while backfill is stopped.'}
          </Typography>
        ) : (
          <Stack spacing={1} component="ul" aria-label="Places opened to backfill" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.places.map((place) => (
              <PlaceItem key={place.id} place={place} />
            ))}
          </Stack>
        ))}

      {shift.type === 'roleplay' && <AnswerBySetting shift={shift} onReload={onReload} />}

      <ConfirmDialog
        open={confirming}
        title="Stop backfill?"
        message="The open places of this shift are no longer offered, and no new place opens for it. Restart offers them again."
        confirmLabel="Stop backfill"
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
  const role = BACKFILL_ROLE_LABELS[place.role];
  const waves = offerWaves(place.offers);
  const why =
    place.reason === 'late_give_up' && place.gaveUp
      ? `Given up late by ${place.gaveUp.name}`
      : BACKFILL_REASON_LABELS[place.reason];
  return (
    <Box
      component="li"
      data-testid="backfill-place"
      aria-label={`${role} place, ${BACKFILL_PLACE_STATUS_LABELS[place.status]}`}
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
          label={BACKFILL_PLACE_STATUS_LABELS[place.status]}
          data-testid="backfill-status"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {why} · opened {formatDateTime(place.openedAt)}
      </Typography>
      {place.filledBy && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="backfill-taken">
          Taken by <strong>{place.filledBy.name}</strong>
          {place.filledAt ? `, ${formatDateTime(place.filledAt)}` : ''}
        </Typography>
      )}
      {waves.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {place.status === 'open' ? 'Not offered to anybody yet: nobody qualified is free.' : 'Never offered.'}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={`Offers of the ${role.toLowerCase()} place`}
          sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none' }}
        >
          {waves.map((wave) => (
            <Typography
              key={wave.wave}
              component="li"
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="backfill-wave"
            >
              <Box component="span" sx={{ fontWeight: 600 }}>
                Wave {wave.wave}
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
    resolver: sharedResolver(answerByFormSchema, 'roleplayShift'),
    values: { answerByHoursBeforeStart: saved },
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    save.mutate(
      { answerByHoursBeforeStart: values.answerByHoursBeforeStart, updatedAt: shift.updatedAt },
      {
        onSuccess: () => {
          push('Deadline saved', 'success');
          reset({ answerByHoursBeforeStart: String(values.answerByHoursBeforeStart) });
        },
      },
    ),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Answer-by deadline" sx={{ mt: 2 }}>
      <ConflictAlert mutation={save} onReload={onReload} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormNumberField
          control={control}
          name="answerByHoursBeforeStart"
          label={labelOf('roleplayShift', 'answerByHoursBeforeStart')}
          min={ANSWER_BY_HOURS_BEFORE_START.min}
          max={ANSWER_BY_HOURS_BEFORE_START.max}
          help="Invitations must be answered by then; a shift still short of people then opens its places"
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
          Save deadline
        </Button>
      </Stack>
      {save.isError && !isConflict(save.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(save.error, 'Could not update the shift')}
        </Alert>
      )}
    </Box>
  );
}
