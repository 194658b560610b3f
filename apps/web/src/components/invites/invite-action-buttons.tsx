import type { InviteAction } from '@app/shared';
import type { MessageDescriptor } from '@lingui/core';
import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import { t } from '../../lib/i18n/i18n';
import { useAcceptInvite } from '../../lib/invites/accept-invite';
import { useAcceptSwapEvent } from '../../lib/invites/accept-swap-event';
import { useDirectSwap } from '../../lib/invites/direct-swap';
import { useRejectInvite } from '../../lib/invites/reject-invite';
import { useRequestPartialSwap } from '../../lib/invites/request-partial-swap';
import { useSwapEvent } from '../../lib/invites/swap-event';
import { useUndoSwap } from '../../lib/invites/undo-swap';
import { INVITES_TEXTS as T } from './invite-texts';

/** The order the invitee's actions are listed in, wherever they are offered. */
export const INVITE_ACTION_ORDER: readonly InviteAction[] = [
  'accept',
  'reject',
  'direct_swap',
  'swap',
  'partial_swap',
  'undo_swap',
];

/** Each action's button: its words and its look. */
const ACTION_BUTTONS: Readonly<
  Record<InviteAction, { label: MessageDescriptor; variant: ButtonProps['variant']; color?: ButtonProps['color'] }>
> = {
  accept: { label: T.accept, variant: 'contained', color: 'success' },
  reject: { label: T.decline, variant: 'outlined', color: 'error' },
  direct_swap: { label: T.giveTo, variant: 'outlined' },
  // Giving away asks first (a dialog says what happens), so it is never the primary button.
  swap: { label: T.giveToAll, variant: 'outlined' },
  partial_swap: { label: T.partial, variant: 'text' },
  undo_swap: { label: T.withdraw, variant: 'outlined' },
};

/** What the viewer is told when an invite request succeeds, and the spec's text when it fails. */
export interface InviteActionTexts {
  success: string;
  failure: string;
}

/** A request's texts, read in the active language when they are shown. */
const said = (success: MessageDescriptor, failure: MessageDescriptor): InviteActionTexts => ({
  get success() {
    return t(success);
  },
  get failure() {
    return t(failure);
  },
});

/**
 * The texts of each request, in the reader's language (each read when shown): the invitee's own
 * actions (a direct swap names the person; giving to all and partial coverage also word their
 * dialogs), and Take for a shift offered to them.
 */
export const INVITE_ACTION_TEXTS = {
  accept: said(T.accepted, T.acceptFailed),
  reject: said(T.declined, T.declineFailed),
  direct_swap: (name: string): InviteActionTexts => ({ success: t(T.offeredTo, { name }), failure: t(T.swapFailed) }),
  swap: {
    get success() {
      return t(T.offeredToAll);
    },
    get failure() {
      return t(T.swapFailed);
    },
    get title() {
      return t(T.giveAllTitle);
    },
    get confirmLabel() {
      return t(T.offerToAll);
    },
    /** What giving away does, to anyone who could take the place. */
    intro: () => t(T.giveAllIntro),
  },
  partial_swap: {
    get success() {
      return t(T.coverageSent);
    },
    get failure() {
      return t(T.coverageFailed);
    },
    get title() {
      return t(T.partial);
    },
    get intro() {
      return t(T.coverageIntro);
    },
  },
  undo_swap: said(T.withdrawn, T.withdrawFailed),
  take: said(T.taken, T.takeFailed),
};

/**
 * The requests behind the buttons (and Take), whether any of them runs (`busy`), and which of the
 * invitee's actions runs now (`pending`, for the spinner).
 */
export function useInviteRequests() {
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  const swap = useSwapEvent();
  const directSwap = useDirectSwap();
  const partial = useRequestPartialSwap();
  const undo = useUndoSwap();
  const take = useAcceptSwapEvent();
  const byAction = { accept, reject, swap, direct_swap: directSwap, partial_swap: partial, undo_swap: undo };
  const pending = INVITE_ACTION_ORDER.find((action) => byAction[action].isPending);
  return { accept, reject, swap, directSwap, partial, undo, take, busy: pending !== undefined || take.isPending, pending };
}

export interface InviteActionButtonsProps {
  /** The actions the shared table allows on the invite now (see inviteActions). */
  allowed: readonly InviteAction[];
  /** Every button is disabled while something runs. */
  busy: boolean;
  /** The action whose request runs now: its button shows a spinner. */
  pending?: InviteAction;
  /** Whether the 'Give to…' form is open (the button's aria-expanded). */
  giveToOpen: boolean;
  /** What pressing an action's button does is the caller's to say. */
  onAction(action: InviteAction): void;
  /** The buttons' own words, when the caller has them (by default the catalogue's, in the reader's language). */
  labels?: Readonly<Record<InviteAction, string>> | undefined;
}

/**
 * One button per invite action the shared table allows, in one order, with one set of words:
 * the same on the dashboard's shift dialog and on the shift page's banner. The buttons come without
 * a wrapper, so the caller lays them out (a dialog's actions, a row under an alert).
 */
export function InviteActionButtons({ allowed, busy, pending, giveToOpen, onAction, labels }: InviteActionButtonsProps) {
  return INVITE_ACTION_ORDER.filter((action) => allowed.includes(action)).map((action) => {
    const { label, variant, color } = ACTION_BUTTONS[action];
    return (
      <Button
        key={action}
        variant={variant}
        color={color}
        disabled={busy}
        aria-expanded={action === 'direct_swap' ? giveToOpen : undefined}
        startIcon={pending === action ? <CircularProgress size={16} color="inherit" /> : undefined}
        onClick={() => onAction(action)}
        // A finger's width on a phone.
        sx={{ minHeight: { xs: 44, sm: 36.5 } }}
      >
        {labels?.[action] ?? t(label)}
      </Button>
    );
  });
}
