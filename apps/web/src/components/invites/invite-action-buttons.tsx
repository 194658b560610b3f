import type { InviteAction } from '@app/shared';
import { Button, type ButtonProps, CircularProgress } from '@mui/material';

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
  swap: { label: 'Give to all', variant: 'contained' },
  partial_swap: { label: 'Request partial coverage', variant: 'text' },
  undo_swap: { label: 'Undo', variant: 'contained' },
};

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
}

/**
 * One button per invite action the shared table allows, in one order, with one set of words:
 * the same on the dashboard's shift dialog and on the shift page's banner. The buttons come without
 * a wrapper, so the caller lays them out (a dialog's actions, a row under an alert).
 */
export function InviteActionButtons({ allowed, busy, pending, giveToOpen, onAction }: InviteActionButtonsProps) {
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
      >
        {label}
      </Button>
    );
  });
}
