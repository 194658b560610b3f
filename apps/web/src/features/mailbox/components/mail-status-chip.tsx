import type { MailMessage } from '@app/shared';
import { Chip, type ChipProps } from '@mui/material';

const STATUS: Record<MailMessage['status'], { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Waiting', color: 'default' },
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export function MailStatusChip({ status }: { status: MailMessage['status'] }) {
  const { label, color } = STATUS[status];
  return <Chip size="small" label={label} color={color} variant={status === 'pending' ? 'outlined' : 'filled'} />;
}
