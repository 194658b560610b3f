import { Alert, Box } from '@mui/material';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { t } from '../lib/i18n/i18n';
import { useOnline } from '../lib/online';
import { formatTime, formatWeekdayDateTime, sameDayInZone } from './date-time';
import { KeptPagesLinks } from './kept-pages-links';

const OFFLINE_TEXTS = {
  asOf: /*i18n*/ { id: 'offline.asOf', message: 'Offline — shown as of {when}.' },
  nothingSaved: /*i18n*/ { id: 'offline.nothingSaved', message: 'Offline — nothing was saved on this device yet.' },
  answeringNeedsConnection: /*i18n*/ { id: 'offline.answeringNeedsConnection', message: 'Answering needs a connection.' },
  notice: /*i18n*/ {
    id: 'offline.notice',
    message:
      'You are offline. This page shows only what this device saved before, and nothing can be saved until you are back online.',
  },
};

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
      {asOf ? t(OFFLINE_TEXTS.asOf, { when: asOf }) : t(OFFLINE_TEXTS.nothingSaved)} {t(OFFLINE_TEXTS.answeringNeedsConnection)}
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
        <span>{t(OFFLINE_TEXTS.notice)}</span>
        <KeptPagesLinks />
      </Box>
    </Alert>
  );
}
