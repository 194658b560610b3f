import { type Attendee, type InviteAction, inviteActions } from '@app/shared';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { answerByText } from '../../../components/answer-by';
import { ConfirmDialog, DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../components/date-time';
import { GiveToForm } from '../../../components/invites/give-to-form';
import {
  InviteActionButtons,
  type InviteActionTexts,
  useInviteRequests,
} from '../../../components/invites/invite-action-buttons';
import { SwapRequestDialog, type SwapRequestTexts } from '../../../components/invites/swap-request-dialog';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { refusalText } from '../../../lib/invites/refusal-text';
import type { SwapRequest } from '../../../lib/invites/swap-event';
import { INVITE_TEXTS as I, SHIFT_PAGE_TEXTS } from '../page-messages';
import type { AttendeeGroup } from './attendee-groups';

/** How the viewer's place is named, one and many: the words of giving it away (English, for the shared defaults). */
const PLACE_WORDS: Record<Exclude<AttendeeGroup, 'participants'>, { one: string; many: string }> = {
  rolePlayers: { one: 'role-player', many: 'role-players' },
  coaches: { one: 'coach', many: 'coaches' },
  coordinators: { one: 'shift coordinator', many: 'shift coordinators' },
};

/** The texts of each request, in the reader's language: what is told on success and on failure. */
function actionTexts() {
  return {
    accept: { success: t(I.accepted), failure: t(I.acceptFailed) },
    reject: { success: t(I.declinedDone), failure: t(I.declineFailed) },
    direct_swap: (name: string): InviteActionTexts => ({ success: t(I.offeredTo, { name }), failure: t(I.swapFailed) }),
    swap: { success: t(I.offeredToAll), failure: t(I.swapFailed) },
    partial_swap: { success: t(I.coverageSent), failure: t(I.coverageFailed) },
    undo_swap: { success: t(I.withdrawn), failure: t(I.withdrawFailed) },
    take: { success: t(I.taken), failure: t(I.takeFailed) },
  };
}

/** The swap request form's words in the reader's language. */
function swapTexts(): SwapRequestTexts {
  return {
    subject: t(I.subject),
    defaultSubject: t(I.defaultSubject),
    details: t(I.details),
    detailsPlaceholder: t(I.detailsPlaceholder),
    cancel: t(DIALOG_TEXTS.cancel),
  };
}

/** A refused request in the reader's words: by its code (refusalText) in English, else localErrorText. */
function refusedText(err: unknown, fallback: string): Promise<string> {
  return currentLanguage() === 'en-CA' ? Promise.resolve(refusalText(err, fallback)) : localErrorText(err, fallback);
}

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
  const placeKey = place === undefined || place === 'participants' ? 'rolePlayers' : place;
  const placeWords = PLACE_WORDS[placeKey];
  const INVITE_ACTION_TEXTS = actionTexts();
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
      .catch((err) => refusedText(err, texts.failure).then((text) => push(text)));
  }

  if (!invite || invite.status === 'rejected' || invite.status === 'expired') {
    if (!offer || ended) {
      return invite ? (
        <Alert severity="info" data-testid="my-invite">
          {t(invite.status === 'expired' ? I.expired : I.declined)}
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
            {t(I.take)}
          </Button>
        }
      >
        <AlertTitle>{t(I.shiftAvailable)}</AlertTitle>
        {t(offer.swapToUserId === viewerId ? I.handedToYou : I.offeredToTeam, { name: offer.name })}
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
      title: t(I.invitedTitle),
      text: ended
        ? t(I.over)
        : invite.answerBy
          ? t(I.answerByLapse, { answerBy: answerByText(invite.answerBy) })
          : t(I.answerBeforeDate),
    },
    accepted: {
      severity: 'success',
      title: t(I.acceptedTitle, { when: formatDateTime(invite.statusTime) }),
      text: ended ? t(I.over) : t(I.acceptedText, { place: placeKey }),
    },
    swap_requested: {
      severity: 'warning',
      title: t(I.swapTitle),
      text: t(I.swapText),
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
            labels={{
              accept: t(I.accept),
              reject: t(I.decline),
              direct_swap: t(I.giveTo),
              swap: t(I.giveToAll),
              partial_swap: t(I.partialCoverage),
              undo_swap: t(I.withdrawOffer),
            }}
          />
        </Stack>
      )}
      {allowed.includes('direct_swap') && giveToOpen && (
        <GiveToForm
          inviteId={inviteId}
          place={placeWords}
          texts={{
            formLabel: t(I.giveToA, { place: placeKey }),
            fieldLabel: t(I.placeOne, { place: placeKey }),
            nobody: t(I.nobodyCanTake, { place: placeKey }),
            noData: t(SHIFT_PAGE_TEXTS.errorRetrievingData),
            give: t(I.giveShift),
          }}
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
        title={t(I.declineTitle)}
        message={t(I.declineText)}
        confirmLabel={t(I.decline)}
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
              void refusedText(err, INVITE_ACTION_TEXTS.reject.failure).then((text) => push(text));
            },
          })
        }
      />
      {allowed.includes('swap') && (
        <SwapRequestDialog
          key={`all-${giveAllOpen}`}
          open={giveAllOpen}
          busy={swap.isPending}
          title={t(I.giveAllTitle)}
          intro={t(I.giveAllIntro, { place: placeKey })}
          sendLabel={t(I.offerToAll)}
          texts={swapTexts()}
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
          title={t(I.coverageTitle)}
          intro={t(I.coverageIntro)}
          sendLabel={t(I.send)}
          texts={swapTexts()}
          onClose={() => setPartialOpen(false)}
          onSend={(request) =>
            run(partial.mutateAsync({ inviteId, ...request }), INVITE_ACTION_TEXTS.partial_swap, () => setPartialOpen(false))
          }
        />
      )}
    </Alert>
  );
}
