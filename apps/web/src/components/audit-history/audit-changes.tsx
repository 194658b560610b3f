import { type AuditEvent, auditChanges, auditDetails } from '@app/shared';
import { Box, Typography } from '@mui/material';
import { t } from '../../lib/i18n/i18n';
import { useTimeZone } from '../../lib/time-zone';
import { AUDIT_TEXTS as A } from './audit-texts';
import { auditWords } from './audit-words';

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * What an audit entry changed, one line per field: 'Name: Room A → Room B'. An entry that changed
 * no field (a sign-in, a reminder sent) shows its context instead, in muted text. Field names and
 * values ('(none)', yes and no, statuses and types, dates and times, records within a value) are in
 * the reader's language, times in the business time zone.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEvent, 'before' | 'after' | 'data' | 'names'> }) {
  const words = auditWords(useTimeZone());
  const changes = auditChanges(entry, words);
  if (changes.length === 0) {
    const details = auditDetails(entry.data, entry.names, words);
    if (details.length === 0) return null;
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'text.secondary' }}>
        {details.map((detail) => (
          <Typography component="li" variant="body2" key={detail.field} sx={{ overflowWrap: 'anywhere', py: 0.25 }}>
            {detail.field}: {detail.value}
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map((change) => (
        <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere', py: 0.25 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {change.field}:
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {change.before}
          </Box>
          <span aria-hidden="true"> → </span>
          <Box component="span" sx={hidden}>
            {t(A.changedTo)}
          </Box>
          {change.after}
        </Typography>
      ))}
    </Box>
  );
}
