import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../../components/messages';
import { type AuditFilters, downloadAuditEvents } from '../../../lib/audit-events';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { ACTIVITY_TEXTS } from '../messages';

/** GET /audit_events.csv with the page's filters, with the bytes received so far; a failure is told. */
export function useDownloadActivity() {
  const { push } = useMessages();
  const [received, setReceived] = useState(0);
  const mutation = useMutation({
    mutationFn: (filters: AuditFilters) => {
      setReceived(0);
      return downloadAuditEvents(filters, setReceived);
    },
    onError: (err) => {
      void localErrorText(err, t(ACTIVITY_TEXTS.downloadFailed)).then((text) => push(text, 'warning'));
    },
  });
  return { ...mutation, received };
}
