import { MESSAGES } from '@app/shared/messages';
import { Alert, Box } from '@mui/material';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../lib/online';
import { formatTime, formatWeekdayDateTime, sameDayInZone } from './date-time';
import { KeptPagesLinks } from './kept-pages-links';

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

/**
 * While the device is offline, on every page that has no banner of its own (My shifts and the
 * calendar say from when their copy is): that it is offline, that the page shows only what the
 * device saved and saves nothing, and which pages are kept for offline use. Nothing when online.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-notice" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <span>{MESSAGES.offlineNotice}</span>
        <KeptPagesLinks />
      </Box>
    </Alert>
  );
}
