import { can, type Shift } from '@app/shared';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { sameDayInZone } from '../../../../components/date-time';
import { useMessages } from '../../../../components/messages';
import { errorText } from '../../../../lib/api';
import { useCurrentUser } from '../../../../lib/auth';
import { useSendLateReminders } from '../../api/send-late-reminders';

/**
 * The attendance panel's Late Reminder (admin, coach, sc; roleplay shifts; usable on the shift's
 * day): e-mails the participants whose call starts within the hour or has started, and says how
 * many were sent (the server's words).
 */
export function LateReminderButton({ shift }: { shift: Shift }) {
  const user = useCurrentUser();
  const send = useSendLateReminders(shift.id);
  const { push } = useMessages();
  if (shift.type !== 'roleplay' || !can({ roles: user.roleList }, 'shifts.lateReminder')) return null;
  const today = sameDayInZone(new Date(), shift.begins);
  return (
    // Beside the Invite button, at the end of the panel's heading row.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
      {send.isSuccess && (
        <Typography variant="body2" color="success.main" role="status" data-testid="late-reminder-result">
          {send.data.message}
        </Typography>
      )}
      <Tooltip title={today ? 'E-mail the participants whose call starts within the hour' : "Available on the shift's day"}>
        <span>
          <Button
            variant="outlined"
            startIcon={<AlarmOutlinedIcon />}
            disabled={!today || send.isPending}
            onClick={() =>
              send.mutate(undefined, { onError: (err) => push(errorText(err, 'Could not send the late reminders')) })
            }
          >
            {send.isPending ? 'Sending…' : 'Late Reminder'}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
