import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { t } from '../../lib/i18n/i18n';
import { AUDIT_TEXTS as A } from './audit-texts';

/** Which tab a page with a History shows: `?tab=history`, when the viewer may read it. */
export function useHistoryTab(allowed: boolean): 'details' | 'history' {
  const [params] = useSearchParams();
  return allowed && params.get('tab') === 'history' ? 'history' : 'details';
}

/**
 * The Details / History tabs of a record's page (a shift, a person). Each is a link, so the History
 * has an address of its own and Back returns to the details.
 */
export function HistoryTabs({ value, label }: { value: 'details' | 'history'; label: string }) {
  return (
    <Tabs value={value} aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="details" label={t(A.details)} component={RouterLink} to="?" replace sx={{ minHeight: 48 }} />
      <Tab value="history" label={t(A.history)} component={RouterLink} to="?tab=history" replace sx={{ minHeight: 48 }} />
    </Tabs>
  );
}
