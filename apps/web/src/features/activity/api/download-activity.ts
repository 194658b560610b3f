import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { type AuditFilters, downloadAuditEvents } from '../../../lib/audit-events';

/** GET /audit_events.csv with the page's filters, with the bytes received so far; a failure is told. */
export function useDownloadActivity() {
  const { push } = useMessages();
  const [received, setReceived] = useState(0);
  const mutation = useMutation({
    mutationFn: (filters: AuditFilters) => {
      setReceived(0);
      return downloadAuditEvents(filters, setReceived);
    },
    onError: (err) => push(errorText(err, 'The activity file could not be downloaded.'), 'warning'),
  });
  return { ...mutation, received };
}
