import { type CalendarShift, type InviteAction, inviteActions, SHIFT_COLORS } from '@app/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import { DateTime } from 'luxon';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isConflict } from '../../../components/conflict-alert';
import { formatTimeRange, formatWeekdayDate } from '../../../components/date-time';
import { GiveToForm } from '../../../components/invites/give-to-form';
import {
  INVITE_ACTION_TEXTS,
  InviteActionButtons,
  type InviteActionTexts,
  useInviteRequests,
} from '../../../components/invites/invite-action-buttons';
import { SwapRequestDialog } from '../../../components/invites/swap-request-dialog';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { refusalText } from '../../../lib/invites/refusal-text';
import { SHIFT_DIALOG_TEXTS as D } from '../shift-dialog-messages';
import { shiftPagePath } from './calendar-items';
import { useLatestItem } from './latest-item';
import type { ShiftItem } from './shift-calendar';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  );
}

function ShiftDetails({ shift }: { shift: CalendarShift }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, mb: 2 }}>
      <Detail label={t(D.course)}>{shift.courseName}</Detail>
      <Detail label={t(D.client)}>{shift.clientName}</Detail>
      <Detail label={t(D.type)}>
        <Box
          component="span"
          sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: SHIFT_COLORS[shift.type], mr: 1 }}
        />
        {t(D.typeName, { type: shift.type })}
      </Detail>
      {shift.cohortName && <Detail label={t(D.cohort)}>{shift.cohortName}</Detail>}
      <Detail label={t(D.date)}>{formatWeekdayDate(shift.begins)}</Detail>
      <Detail label={t(D.time)}>{formatTimeRange(shift.begins, shift.ends)}</Detail>
    </Box>
  );
}

/** The viewer's own standing on the shift, as the attendance banner words it. */
function StatusBanner({ item, ended }: { item: ShiftItem; ended: boolean }) {
  const { shift } = item;
  if (item.kind === 'offer') {
    return <Alert severity="info">{t(D.offered)}</Alert>;
  }
  if (ended && shift.myStatus) return <Alert severity="info">{t(D.over)}</Alert>;
  switch (shift.myStatus) {
    case 'invited':
      return <Alert severity="warning">{t(D.invited)}</Alert>;
    case 'accepted':
      return <Alert severity="success">{t(D.scheduled)}</Alert>;
    case 'swap_requested':
      return <Alert severity="warning">{t(D.swapRequested)}</Alert>;
    default:
      return null;
  }
}

export interface ShiftDialogProps {
  item: ShiftItem;
  onClose(): void;
}

/**
 * A shift clicked on the dashboard: its details, a link to its page and what the viewer may do with
 * their own invite (accept, decline, give away, ask for partial cover, undo a swap) or with a shift
 * offered to them (take it). Managers without an invite of their own see the details and the link.
 * It follows the shift's data while open: an answer or a live update changes what it offers.
 */
export function ShiftDialog({ item: opened, onClose }: ShiftDialogProps) {
  // What is true now, not what the tapped item carried (latest-item.ts).
  const item = useLatestItem(opened);
  const { shift } = item;
  const titleId = useId();
  const { push } = useMessages();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [giveToOpen, setGiveToOpen] = useState(false);
  const [giveAllOpen, setGiveAllOpen] = useState(false);
  const [partialOpen, setPartialOpen] = useState(false);
  // From the request until the calendar has been fetched again (or the request failed): the dialog stays busy.
  const [settling, setSettling] = useState(false);

  const requests = useInviteRequests();
  const { accept, reject, swap, directSwap, partial, undo, take } = requests;
  const busy = settling || requests.busy;

  const ended = DateTime.fromISO(shift.ends).toMillis() < Date.now();
  const inviteId = shift.myInviteId;
  // What the viewer may do with their own invite, by the shared table (nothing once the shift has ended).
  const allowed = item.kind === 'shift' && inviteId !== null && shift.myStatus ? inviteActions(shift.myStatus, { ended }) : [];
  const swapInviteId = item.kind === 'offer' && !ended ? shift.swapInviteId : null;
  const shiftPage = shiftPagePath(shift);

  /**
   * Runs one action. An invite's request settles once the shifts on screen have been fetched again
   * (lib/invites/use-invite-mutation.ts, after a conflict too): success then closes the dialog with a
   * message; a conflict (somebody else changed the shift first) shows the server's text and closes;
   * any other failure shows the spec's text and leaves it open.
   */
  function run(action: Promise<unknown>, texts: InviteActionTexts, onFailure?: () => void) {
    setSettling(true);
    action
      .then(() => {
        push(texts.success, 'success');
        onClose();
      })
      .catch((err) => {
        if (isConflict(err)) {
          // In English the refusal's sentence by its code; in another language the reader's (localErrorText).
          if (currentLanguage() === 'en-CA') push(refusalText(err, texts.failure));
          else void localErrorText(err, texts.failure).then(push);
          onClose();
        } else {
          setSettling(false);
          push(texts.failure);
          onFailure?.();
        }
      });
  }

  // The dialog's answer to each button on the viewer's own invite: Decline and Give to all ask first,
  // Give to… and partial coverage open a form, Accept and Withdraw offer run at once.
  function onAction(action: InviteAction, id: number) {
    switch (action) {
      case 'accept':
        return run(accept.mutateAsync(id), INVITE_ACTION_TEXTS.accept);
      case 'reject':
        return setConfirmDecline(true);
      case 'direct_swap':
        return setGiveToOpen((open) => !open);
      case 'swap':
        return setGiveAllOpen(true);
      case 'partial_swap':
        return setPartialOpen(true);
      case 'undo_swap':
        return run(undo.mutateAsync(id), INVITE_ACTION_TEXTS.undo_swap);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        sx={{ '& .MuiDialog-paper': { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } }}
      >
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="span"
            sx={{
              width: 14,
              height: 14,
              borderRadius: '4px',
              flexShrink: 0,
              bgcolor: item.kind === 'offer' ? SHIFT_COLORS.swap : SHIFT_COLORS[shift.type],
            }}
          />
          <Link component={RouterLink} to={shiftPage} color="inherit" underline="hover">
            {item.kind === 'offer' ? t(D.shiftAvailable) : t(D.title, { type: shift.type })}
          </Link>
        </DialogTitle>
        <DialogContent>
          <ShiftDetails shift={shift} />
          <StatusBanner item={item} ended={ended} />
          {allowed.includes('direct_swap') && giveToOpen && inviteId !== null && (
            <GiveToForm
              inviteId={inviteId}
              busy={busy}
              onGive={(person) =>
                run(directSwap.mutateAsync({ inviteId, userId: person.id }), INVITE_ACTION_TEXTS.direct_swap(person.name))
              }
            />
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          <Button component={RouterLink} to={shiftPage} startIcon={<OpenInNewIcon />} sx={{ mr: 'auto' }}>
            {t(D.openPage)}
          </Button>
          {busy && <CircularProgress size={20} aria-label={t(D.working)} />}
          {inviteId !== null && (
            <InviteActionButtons
              allowed={allowed}
              busy={busy}
              giveToOpen={giveToOpen}
              onAction={(action) => onAction(action, inviteId)}
            />
          )}
          {swapInviteId !== null && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => run(take.mutateAsync(swapInviteId), INVITE_ACTION_TEXTS.take)}
            >
              {t(D.take)}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t(D.close)}
          </Button>
        </DialogActions>
      </Dialog>
      {inviteId !== null && (
        <ConfirmDialog
          open={confirmDecline}
          title={t(D.declineTitle)}
          message={t(D.declineText)}
          confirmLabel={t(D.decline)}
          destructive
          busy={busy}
          onClose={() => setConfirmDecline(false)}
          onConfirm={() => run(reject.mutateAsync(inviteId), INVITE_ACTION_TEXTS.reject, () => setConfirmDecline(false))}
        />
      )}
      {allowed.includes('swap') && inviteId !== null && (
        <SwapRequestDialog
          key={`all-${giveAllOpen}`}
          title={INVITE_ACTION_TEXTS.swap.title}
          intro={INVITE_ACTION_TEXTS.swap.intro()}
          sendLabel={INVITE_ACTION_TEXTS.swap.confirmLabel}
          open={giveAllOpen}
          busy={busy}
          onClose={() => setGiveAllOpen(false)}
          onSend={(request) => run(swap.mutateAsync({ inviteId, request }), INVITE_ACTION_TEXTS.swap)}
        />
      )}
      {allowed.includes('partial_swap') && inviteId !== null && (
        <SwapRequestDialog
          title={INVITE_ACTION_TEXTS.partial_swap.title}
          intro={INVITE_ACTION_TEXTS.partial_swap.intro}
          open={partialOpen}
          busy={partial.isPending}
          onClose={() => setPartialOpen(false)}
          onSend={(request) =>
            partial
              .mutateAsync({ inviteId, ...request })
              .then(() => {
                push(INVITE_ACTION_TEXTS.partial_swap.success, 'success');
                setPartialOpen(false);
              })
              .catch(() => push(INVITE_ACTION_TEXTS.partial_swap.failure))
          }
        />
      )}
    </>
  );
}
