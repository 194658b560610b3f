import type { Availability } from '@app/shared';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { DateTime } from 'luxon';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatInZone } from '../../../components/date-pattern';
import { formatDateTimeRange } from '../../../components/date-time';
import { TimeSelect } from '../../../components/form';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useCreateAvailability } from '../api/create-availability';
import { useDeleteAvailability } from '../api/delete-availability';
import { useUpdateAvailability } from '../api/update-availability';
import { DIALOG_TEXTS as T } from '../dialog-messages';

/** A day and a wall-clock time in `zone` as an ISO instant ('24:00' is the next day's midnight). */
export function zonedInstant(date: string, time: string, zone: string): string | null {
  const [hour, minute] = time.split(':').map(Number);
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) return null;
  return day.startOf('day').plus({ hours: hour, minutes: minute }).toISO();
}

/** The form's values for an availability, read in `zone`. */
function valuesOf(availability: Availability | null, zone: string, now: Date) {
  if (!availability)
    return {
      date: formatInZone(now, 'yyyy-MM-dd', zone),
      endDate: formatInZone(now, 'yyyy-MM-dd', zone),
      from: '09:00',
      to: '17:00',
    };
  const endsAtMidnight = formatInZone(availability.endTime, 'HH:mm', zone) === '00:00';
  const endDay = endsAtMidnight
    ? formatInZone(DateTime.fromISO(availability.endTime).minus({ days: 1 }).toJSDate(), 'yyyy-MM-dd', zone)
    : formatInZone(availability.endTime, 'yyyy-MM-dd', zone);
  return {
    date: formatInZone(availability.startTime, 'yyyy-MM-dd', zone),
    endDate: endDay,
    from: formatInZone(availability.startTime, 'HH:mm', zone),
    to: endsAtMidnight ? '24:00' : formatInZone(availability.endTime, 'HH:mm', zone),
  };
}

export interface AvailabilityDialogProps {
  userId: number;
  /** The block to edit; null adds a new one. */
  availability: Availability | null;
  notify(text: string, severity?: 'success' | 'info' | 'error'): void;
  onClose(): void;
}

/**
 * Adds or edits one availability block with the keyboard (or a finger): date, from, to; an existing
 * block can be removed here too, after confirming. The calendar's dragging does the same by hand.
 */
export function AvailabilityDialog({ userId, availability, notify, onClose }: AvailabilityDialogProps) {
  const zone = useTimeZone();
  const initial = useMemo(() => valuesOf(availability, zone, new Date()), [availability, zone]);
  const [date, setDate] = useState(initial.date);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const spansDays = initial.endDate !== initial.date;
  const create = useCreateAvailability(userId);
  const update = useUpdateAvailability(userId);
  const busy = create.isPending || update.isPending;
  const titleId = useId();

  const startTime = zonedInstant(date, from, zone);
  const endTime = zonedInstant(spansDays ? endDate : date, to, zone);
  const order = startTime && endTime && Date.parse(endTime) <= Date.parse(startTime) ? t(T.endsBeforeStart) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!startTime || !endTime) return setError(t(T.pickDate));
    if (order) return;
    setError(null);
    const done = (text: string) => {
      notify(text, 'success');
      onClose();
    };
    const fail = (err: unknown) =>
      void localErrorText(err, t(availability ? T.updateFailed : T.addFailed)).then((text) => setError(text));
    if (availability)
      update.mutateAsync({ id: availability.id, startTime, endTime }).then(() => done(t(T.availabilityUpdated)), fail);
    else create.mutateAsync({ startTime, endTime }).then(() => done(t(T.availabilityAdded)), fail);
  };

  if (confirming && availability)
    return <RemoveAvailabilityDialog userId={userId} availability={availability} notify={notify} onClose={onClose} />;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t(availability ? T.editAvailability : T.addAvailability)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="date"
              label={t(spansDays ? T.fromDate : T.date)}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              required
              autoFocus
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {spansDays && (
              <TextField
                type="date"
                label={t(T.toDate)}
                value={endDate}
                onChange={(e) => setEndDate(e.target.value)}
                required
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <Stack direction="row" spacing={2}>
              <TimeSelect label={t(T.from)} value={from} onChange={setFrom} step={15} endOfDay />
              <TimeSelect
                label={t(T.to)}
                value={to}
                onChange={setTo}
                step={15}
                endOfDay
                error={Boolean(order)}
                helperText={order}
              />
            </Stack>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {availability && (
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy} sx={{ mr: 'auto' }}>
              {t(T.removeEllipsis)}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t(T.cancel)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(availability ? T.save : T.add)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Asks before removing one availability block, naming its day and hours. */
export function RemoveAvailabilityDialog({
  userId,
  availability,
  notify,
  onClose,
}: Omit<AvailabilityDialogProps, 'availability'> & { availability: Availability }) {
  const zone = useTimeZone();
  const remove = useDeleteAvailability(userId);
  const when = formatDateTimeRange(availability.startTime, availability.endTime, zone);
  return (
    <ConfirmDialog
      open
      title={t(T.removeTitle)}
      message={t(T.removeBody, { when })}
      confirmLabel={t(T.remove)}
      destructive
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutateAsync(availability.id).then(
          () => {
            notify(t(T.removed), 'success');
            onClose();
          },
          (err) => {
            void localErrorText(err, t(T.removeFailed)).then((text) => notify(text));
            onClose();
          },
        )
      }
    />
  );
}
