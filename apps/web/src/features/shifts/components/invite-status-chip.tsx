import type { InviteStatus } from '@app/shared';
import { Chip, type ChipProps } from '@mui/material';

/** How each stored invite status reads. ('Tentative' is a display state the product does not store.) */
export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  swap_requested: 'Swap requested',
  rejected: 'Declined',
  expired: 'Expired',
};

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
