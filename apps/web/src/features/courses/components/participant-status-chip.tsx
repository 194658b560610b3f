import type { ParticipantStatus } from '@app/shared';
import { Chip } from '@mui/material';

const COLORS: Record<ParticipantStatus, 'default' | 'info' | 'success'> = {
  Pending: 'default',
  Registered: 'info',
  Completed: 'success',
};

/** Pending (in no shift), Registered (in a shift) or Completed (assessment complete). */
export function ParticipantStatusChip({ status }: { status: ParticipantStatus }) {
  return <Chip size="small" label={status} color={COLORS[status]} variant={status === 'Pending' ? 'outlined' : 'filled'} />;
}
