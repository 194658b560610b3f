import { type InviteAction, MESSAGES } from '@app/shared';
import { Button, type ButtonProps, CircularProgress } from '@mui/material';
import { useAcceptInvite } from '../../lib/invites/accept-invite';
import { useAcceptSwapEvent } from '../../lib/invites/accept-swap-event';
import { useDirectSwap } from '../../lib/invites/direct-swap';
import { useRejectInvite } from '../../lib/invites/reject-invite';
import { useRequestPartialSwap } from '../../lib/invites/request-partial-swap';
import { useSwapEvent } from '../../lib/invites/swap-event';
import { useUndoSwap } from '../../lib/invites/undo-swap';

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
  Record<InviteAction, { label: string; variant: ButtonProps['variant']; color?: ButtonProps['color'] }>
> = {
  accept: { label: 'Accept', variant: 'contained', color: 'success' },
  reject: { label: 'Decline', variant: 'outlined', color: 'error' },
  direct_swap: { label: 'Give to…', variant: 'outlined' },
  // Giving away asks first (a dialog says what happens), so it is never the primary button.
  swap: { label: 'Give to all…', variant: 'outlined' },
  partial_swap: { label: 'Request partial coverage', variant: 'text' },
  undo_swap: { label: 'Withdraw offer', variant: 'outlined' },
};

/** What the viewer is told when an invite request succeeds, and the spec's text when it fails. */
export interface InviteActionTexts {
  success: string;
  failure: string;
}

/**
 * The texts of each request: the invitee's own actions (a direct swap names the person; partial
 * coverage also words its request form), and Take for a shift offered to them.
 */
export const INVITE_ACTION_TEXTS = {
  accept: { success: 'Shift accepted', failure: MESSAGES.errorAcceptingEvent },
  reject: { success: 'Shift declined', failure: MESSAGES.errorRejectingEvent },
  direct_swap: (name: string): InviteActionTexts => ({
    success: `Shift offered to ${name}`,
    failure: MESSAGES.errorSwappingEvent,
  }),
  swap: {
    success: 'Shift offered to all who could take it',
    failure: MESSAGES.errorSwappingEvent,
    title: 'Give this shift to all?',
    confirmLabel: 'Offer to all',
    /** What giving away does, naming who is asked (e.g. 'role-players'; by default anyone who could take the place). */
    intro: (who = 'people who could take your place') =>
      `The shift is offered to all qualified ${who} who are free then, and they are e-mailed your message. You stay responsible for it until one of them takes it; until then you can withdraw the offer.`,
  },
  partial_swap: {
    success: 'Coverage request sent',
    failure: MESSAGES.errorRequestingPartialSwap,
    title: 'Request partial coverage',
    intro:
      'Ask the shift coordinator and the qualified role-players to cover part of this shift. You stay responsible for the whole shift until someone agrees.',
  },
  undo_swap: { success: 'Offer withdrawn: the shift is yours again', failure: MESSAGES.errorUndoingSwap },
  take: { success: 'The shift is now yours', failure: MESSAGES.errorAcceptingSwap },
} as const;

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
  /** The buttons' words in the reader's language, when the caller has them (by default the English above). */
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
        {labels?.[action] ?? label}
      </Button>
    );
  });
}
