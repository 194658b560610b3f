import type { MailMessage } from '@app/shared';
import { Chip, type ChipProps } from '@mui/material';
import { t } from '../../../lib/i18n/i18n';
import { MAILBOX_TEXTS } from '../messages';

const COLOR: Record<MailMessage['status'], ChipProps['color']> = {
  pending: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

/** An e-mail's status in words, in the person's language (Waiting, Sending, Sent, Failed). */
export function MailStatusChip({ status }: { status: MailMessage['status'] }) {
  return (
    <Chip
      size="small"
      label={t(MAILBOX_TEXTS.mailStatus, { status })}
      color={COLOR[status]}
      variant={status === 'pending' ? 'outlined' : 'filled'}
    />
  );
}
