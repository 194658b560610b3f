import type { ParticipantStatus } from '@app/shared';
import { Chip } from '@mui/material';
import { t } from '../../../lib/i18n/i18n';
import { COURSES_TEXTS as T } from '../messages';

const COLORS: Record<ParticipantStatus, 'default' | 'info' | 'success'> = {
  Pending: 'default',
  Registered: 'info',
  Completed: 'success',
};

/** Pending (in no shift), Registered (in a shift) or Completed (assessment complete). */
export function ParticipantStatusChip({ status }: { status: ParticipantStatus }) {
  return (
    <Chip
      size="small"
      label={t(T.participantStatus, { status })}
      color={COLORS[status]}
      variant={status === 'Pending' ? 'outlined' : 'filled'}
    />
  );
}
