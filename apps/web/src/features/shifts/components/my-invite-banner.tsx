import { type Attendee, type InviteAction, inviteActions, MESSAGES } from '@app/shared';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { answerByText } from '../../../components/answer-by';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { GiveToForm } from '../../../components/invites/give-to-form';
import {
  INVITE_ACTION_TEXTS,
  InviteActionButtons,
  type InviteActionTexts,
  useInviteRequests,
} from '../../../components/invites/invite-action-buttons';
import { SwapRequestDialog } from '../../../components/invites/swap-request-dialog';
import { useMessages } from '../../../components/messages';
import { refusalText } from '../../../lib/invites/refusal-text';
import type { SwapRequest } from '../../../lib/invites/swap-event';
import type { AttendeeGroup } from './attendee-groups';

/** How the viewer's place is named, one and many: the words of giving it away. */
const PLACE_WORDS: Record<Exclude<AttendeeGroup, 'participants'>, { one: string; many: string }> = {
  rolePlayers: { one: 'role-player', many: 'role-players' },
  coaches: { one: 'coach', many: 'coaches' },
  coordinators: { one: 'shift coordinator', many: 'shift coordinators' },
};

export interface MyInviteBannerProps {
  /** The viewer's own invite on the shift, if any. */
  invite: Attendee | undefined;
  /** A place offered to the viewer for swap, if any (see offeredToViewer in attendee-groups). */
  offer: Attendee | undefined;
  viewerId: number;
  ended: boolean;
  /** The viewer's place on the shift (see groupOf): the words of giving it away follow it. */
  place?: AttendeeGroup | undefined;
}

/**
 * The viewer's own standing on the shift and what they may do about it, by the shared table of
 * invite actions: an invitation is accepted or declined (declining goes back to the dashboard); an
 * accepted shift is given to one chosen role-player or to all with a swap request, or partly
 * covered; an offer is withdrawn with Undo; a shift offered to the viewer is taken with Take.
 */
export function MyInviteBanner({ invite, offer, viewerId, ended, place }: MyInviteBannerProps) {
  const placeWords = PLACE_WORDS[place === undefined || place === 'participants' ? 'rolePlayers' : place];
  const { push } = useMessages();
  const navigate = useNavigate();
  const { accept, reject, swap, directSwap, partial, undo, take, busy, pending } = useInviteRequests();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [giveToOpen, setGiveToOpen] = useState(false);
  const [giveAllOpen, setGiveAllOpen] = useState(false);
  const [partialOpen, setPartialOpen] = useState(false);

  /** Runs one action: a message on success; on failure the sentence of the refusal's code (refusalText). */
  function run(action: Promise<unknown>, texts: InviteActionTexts, after?: () => void) {
    action
      .then(() => {
        push(texts.success, 'success');
        after?.();
      })
      .catch((err) => push(refusalText(err, texts.failure)));
  }

  if (!invite || invite.status === 'rejected' || invite.status === 'expired') {
    if (!offer || ended) {
      return invite ? (
        <Alert severity="info" data-testid="my-invite">
          {invite.status === 'expired' ? 'Your invitation expired: it was not answered in time' : 'You declined this shift'}
        </Alert>
      ) : null;
    }
    return (
      <Alert
        severity="info"
        data-testid="my-invite"
        action={
          <Button
            variant="contained"
            size="small"
            disabled={busy}
            onClick={() => run(take.mutateAsync(offer.inviteId), INVITE_ACTION_TEXTS.take)}
          >
            Take
          </Button>
        }
      >
        <AlertTitle>{MESSAGES.shiftAvailable}</AlertTitle>
        {offer.swapToUserId === viewerId
          ? `${offer.name} would like to hand this shift over to you.`
          : `${offer.name} has offered this shift to the team. The first to take it gets it.`}
      </Alert>
    );
  }

  const inviteId = invite.inviteId;
  const allowed = inviteActions(invite.status, { ended });
  // The banner's own answer to each button: Accept and Undo run at once, the others open a form.
  const onAction: Record<InviteAction, () => void> = {
    accept: () => run(accept.mutateAsync(inviteId), INVITE_ACTION_TEXTS.accept),
    reject: () => setConfirmDecline(true),
    direct_swap: () => setGiveToOpen((o) => !o),
    swap: () => setGiveAllOpen(true),
    partial_swap: () => setPartialOpen(true),
    undo_swap: () => run(undo.mutateAsync(inviteId), INVITE_ACTION_TEXTS.undo_swap),
  };

  const words: Record<
    Exclude<typeof invite.status, 'rejected' | 'expired'>,
    { severity: 'info' | 'success' | 'warning'; title: string; text: string }
  > = {
    invited: {
      severity: 'info',
      title: 'You are invited to this shift',
      text: ended
        ? 'The shift is over.'
        : invite.answerBy
          ? `${answerByText(invite.answerBy)}: an invitation left unanswered then lapses, and its place may go to somebody else.`
          : 'Please accept or decline before the shift date.',
    },
    accepted: {
      severity: 'success',
      title: `You accepted this shift on ${formatDateTime(invite.statusTime)}`,
      text: ended
        ? 'The shift is over.'
        : `If you cannot work it, you can hand it to another ${placeWords.one} or offer it to all qualified ${placeWords.many}.`,
    },
    swap_requested: {
      severity: 'warning',
      title: 'You offered this shift for swap',
      text: 'You are still responsible for it until somebody takes it. Withdraw the offer to keep it.',
    },
  };
  const { severity, title, text } = words[invite.status];

  return (
    <Alert severity={severity} data-testid="my-invite" sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}>
      <AlertTitle>{title}</AlertTitle>
      {text}
      {allowed.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <InviteActionButtons
            allowed={allowed}
            busy={busy}
            pending={pending}
            giveToOpen={giveToOpen}
            onAction={(action) => onAction[action]()}
          />
        </Stack>
      )}
      {allowed.includes('direct_swap') && giveToOpen && (
        <GiveToForm
          inviteId={inviteId}
          place={placeWords}
          busy={busy}
          onGive={(person) =>
            run(directSwap.mutateAsync({ inviteId, userId: person.id }), INVITE_ACTION_TEXTS.direct_swap(person.name), () =>
              setGiveToOpen(false),
            )
          }
        />
      )}
      <ConfirmDialog
        open={confirmDecline}
        title="Decline this shift?"
        message="The coordinator is told, and the shift leaves your calendar. Only a new invitation brings it back."
        confirmLabel="Decline"
        destructive
        busy={reject.isPending}
        onClose={() => setConfirmDecline(false)}
        onConfirm={() =>
          reject.mutate(inviteId, {
            onSuccess: () => {
              push(INVITE_ACTION_TEXTS.reject.success, 'success');
              navigate('/');
            },
            onError: (err) => {
              setConfirmDecline(false);
              push(refusalText(err, INVITE_ACTION_TEXTS.reject.failure));
            },
          })
        }
      />
      {allowed.includes('swap') && (
        <SwapRequestDialog
          key={`all-${giveAllOpen}`}
          open={giveAllOpen}
          busy={swap.isPending}
          title={INVITE_ACTION_TEXTS.swap.title}
          intro={INVITE_ACTION_TEXTS.swap.intro(placeWords.many)}
          sendLabel={INVITE_ACTION_TEXTS.swap.confirmLabel}
          onClose={() => setGiveAllOpen(false)}
          onSend={(request: SwapRequest) =>
            run(swap.mutateAsync({ inviteId, request }), INVITE_ACTION_TEXTS.swap, () => setGiveAllOpen(false))
          }
        />
      )}
      {allowed.includes('partial_swap') && (
        <SwapRequestDialog
          key={`partial-${partialOpen}`}
          open={partialOpen}
          busy={partial.isPending}
          title={INVITE_ACTION_TEXTS.partial_swap.title}
          intro={INVITE_ACTION_TEXTS.partial_swap.intro}
          onClose={() => setPartialOpen(false)}
          onSend={(request) =>
            run(partial.mutateAsync({ inviteId, ...request }), INVITE_ACTION_TEXTS.partial_swap, () => setPartialOpen(false))
          }
        />
      )}
    </Alert>
  );
}
