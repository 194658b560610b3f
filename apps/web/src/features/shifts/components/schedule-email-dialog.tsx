import type { ParticipantScheduleInfo, Shift } from '@app/shared';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { MailPreviewDialog } from '../../../components/mail-preview-dialog';
import { useMessages } from '../../../components/messages';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useScheduleInfo } from '../api/get-schedule-info';
import { useParticipantSchedulePreview } from '../api/preview-participant-schedule';
import { useSendParticipantSchedule } from '../api/send-participant-schedule';
import { SCHEDULE_TEXTS as S } from '../dialog-messages';

/** Why the e-mail cannot be sent yet, or null. */
function blockedReason(info: ParticipantScheduleInfo | undefined): string | null {
  if (!info) return null;
  if (!info.room) return t(S.needsRoom);
  if (!info.resourcesReady) return t(S.needsResources);
  if (info.participants.length === 0) return t(S.noParticipants);
  return null;
}

/** How the room is joined, in one line. */
function joining(room: NonNullable<ParticipantScheduleInfo['room']>): string {
  if (room.roomType === 'phone') return [room.localNumber, room.tollFreeNumber].filter(Boolean).join(' · ') || t(S.phoneRoom);
  return room.meetingUrl ?? t(S.onlineRoom);
}

/**
 * The participant schedule e-mail of a roleplay shift (managers): enabled once the shift has a
 * room and the course's resources are marked ready, it sends the chosen participants of the course
 * their session's time and the room's joining details.
 */
export function ScheduleEmailCard({ shift }: { shift: Shift }) {
  const info = useScheduleInfo(shift.id);
  const [open, setOpen] = useState(false);
  const reason = blockedReason(info.data);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="schedule-title" data-testid="schedule-email">
      <Typography id="schedule-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(S.card)}
      </Typography>
      {info.isError ? (
        <Alert severity="error">{screenErrorText(info.error, t(COMMON_TEXTS.couldNotRetrieveData))}</Alert>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography data-testid="schedule-room">
            {t(S.room, {
              room: info.data?.room ? `${info.data.room.name} (${joining(info.data.room)})` : info.isPending ? '…' : t(S.noRoom),
            })}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<MailOutlineIcon />}
            disabled={info.isPending || reason !== null}
            onClick={() => setOpen(true)}
            aria-describedby={reason ? 'schedule-reason' : undefined}
          >
            {t(S.title)}
          </Button>
          {reason && (
            <Typography id="schedule-reason" variant="body2" color="text.secondary" data-testid="schedule-reason">
              {reason}
            </Typography>
          )}
        </Stack>
      )}
      {info.data && open && <ScheduleEmailDialog shift={shift} info={info.data} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function ScheduleEmailDialog({ shift, info, onClose }: { shift: Shift; info: ParticipantScheduleInfo; onClose(): void }) {
  const titleId = useId();
  const send = useSendParticipantSchedule(shift.id);
  const { push } = useMessages();
  // Those slotted in the shift's calls are chosen first (the attendance panel lists the same people);
  // a shift with nobody slotted yet starts from the whole course.
  const slotted = new Map(shift.details.participants.map((p) => [p.id, p.calls]));
  const [chosen, setChosen] = useState<Set<number>>(
    () => new Set(info.participants.filter((p) => slotted.size === 0 || slotted.has(p.id)).map((p) => p.id)),
  );
  const all = chosen.size === info.participants.length;
  // Send first shows the e-mail as the first chosen participant will get it, with the count of the others.
  const [previewing, setPreviewing] = useState(false);
  const firstChosen = info.participants.find((p) => chosen.has(p.id));
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (previewing && firstChosen) {
    return (
      <SchedulePreviewDialog
        shiftId={shift.id}
        first={firstChosen.id}
        total={chosen.size}
        roomName={info.room?.name ?? t(S.theRoom)}
        busy={send.isPending}
        onClose={() => setPreviewing(false)}
        onSend={() =>
          send.mutate([...chosen], {
            onSuccess: () => {
              push(t(S.sent), 'success');
              onClose();
            },
            onError: (err) => void localErrorText(err, t(S.sendFailed)).then((text) => push(text)),
          })
        }
      />
    );
  }
  return (
    <Dialog open onClose={() => !send.isPending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(S.title)}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(S.intro, { room: info.room?.name ?? t(S.theRoom) })}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={all}
              indeterminate={!all && chosen.size > 0}
              onChange={() => setChosen(all ? new Set() : new Set(info.participants.map((p) => p.id)))}
            />
          }
          label={t(S.all)}
        />
        <FormGroup sx={{ pl: 3 }}>
          {info.participants.map((p) => (
            <FormControlLabel
              key={p.id}
              control={<Checkbox checked={chosen.has(p.id)} onChange={() => toggle(p.id)} />}
              label={
                <Box component="span">
                  {p.name}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {p.email} · {t(S.calls, { count: slotted.get(p.id) ?? 0 })}
                  </Box>
                </Box>
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t(DIALOG_TEXTS.cancel)}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0 || send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => setPreviewing(true)}
        >
          {t(S.preview, { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The schedule e-mail as the first chosen participant will get it; Send sends it to all chosen, Cancel goes back to the list. */
function SchedulePreviewDialog({
  shiftId,
  first,
  total,
  roomName,
  busy,
  onSend,
  onClose,
}: {
  shiftId: number;
  first: number;
  total: number;
  roomName: string;
  busy: boolean;
  onSend(): void;
  onClose(): void;
}) {
  const preview = useParticipantSchedulePreview(shiftId, first);
  return (
    <MailPreviewDialog
      open
      title={t(S.title)}
      intro={t(S.previewIntro, { room: roomName })}
      preview={preview.data}
      error={preview.isError ? screenErrorText(preview.error, t(S.sendFailed)) : undefined}
      emptyText={t(S.nothing)}
      sendLabel={t(S.sendTo, { count: total })}
      total={total}
      busy={busy}
      onClose={onClose}
      onSend={onSend}
    />
  );
}
