import type { InviteStatus } from '@app/shared';
import { Chip, type ChipProps } from '@mui/material';
import { t } from '../../../lib/i18n/i18n';
import { INVITE_TEXTS } from '../page-messages';

/** How a stored invite status reads, in the reader's language. ('Tentative' is a display state the product does not store.) */
export function inviteStatusText(status: InviteStatus): string {
  return t(INVITE_TEXTS.status, { status });
}

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
      label={inviteStatusText(status)}
      data-testid="invite-status"
    />
  );
}
