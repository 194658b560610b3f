import { Alert } from '@mui/material';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../lib/online';
import { formatTime, formatWeekdayDateTime, sameDayInZone } from './date-time';

/**
 * While the device is offline: says that the page shows the copy kept on the device, and from when
 * ("Offline — shown as of 09:12", with the day when it is not today). `updatedAt` is the time the
 * page's data was fetched (react-query's dataUpdatedAt; 0 when there is none), or the newest under `queryKey`. Nothing when online.
 */
export function OfflineBanner({ updatedAt, queryKey }: { updatedAt?: number; queryKey?: QueryKey }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  // With a key: the newest answer cached under it (a calendar keeps one per range it showed).
  if (queryKey) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
      updatedAt = Math.max(updatedAt ?? 0, query.state.dataUpdatedAt);
    }
  }
  updatedAt ??= 0;
  const when = updatedAt > 0 ? new Date(updatedAt) : null;
  const asOf = when ? (sameDayInZone(when, new Date()) ? formatTime(when) : formatWeekdayDateTime(when)) : null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-banner">
      {asOf ? `Offline — shown as of ${asOf}.` : 'Offline — nothing was saved on this device yet.'} Answering needs a connection.
    </Alert>
  );
}
