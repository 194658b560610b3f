import { INVITE_STATUS_WORDS, type InviteStatus } from '@app/shared';
import { Chip, type ChipProps } from '@mui/material';

/** How each stored invite status reads (messages.ts). ('Tentative' is a display state the product does not store.) */
export const INVITE_STATUS_LABELS: Readonly<Record<InviteStatus, string>> = INVITE_STATUS_WORDS;

const COLORS: Record<InviteStatus, ChipProps['color']> = {
  invited: 'info',
  accepted: 'success',
  swap_requested: 'warning',
  rejected: 'default',
  expired: 'default',
};

export function InviteStatusChip({ status }: { status: InviteStatus }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'accepted' ? 'filled' : 'outlined'}
      label={INVITE_STATUS_LABELS[status]}
      data-testid="invite-status"
    />
  );
}
