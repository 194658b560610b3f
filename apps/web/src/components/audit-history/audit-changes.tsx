import { type AuditEvent, auditChanges, auditDetails } from '@app/shared';
import { Box, Typography } from '@mui/material';
import { t } from '../../lib/i18n/i18n';
import { formatDateTime } from '../date-time';
import { AUDIT_TEXTS as A } from './audit-texts';
import { auditWords } from './audit-words';

/** An instant in a value (a shift's start) reads in the business time zone; other text stays. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const readable = (text: string) => (INSTANT.test(text) ? formatDateTime(text) : text);

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * What an audit entry changed, one line per field: 'Name: Room A → Room B'. An entry that changed
 * no field (a sign-in, a reminder sent) shows its context instead, in muted text. Field names and
 * values ('(none)', yes and no, statuses and types) are in the reader's language.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEvent, 'before' | 'after' | 'data' | 'names'> }) {
  const words = auditWords();
  const changes = auditChanges(entry, words);
  if (changes.length === 0) {
    const details = auditDetails(entry.data, entry.names, words);
    if (details.length === 0) return null;
    return (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'text.secondary' }}>
        {details.map((detail) => (
          <Typography component="li" variant="body2" key={detail.field} sx={{ overflowWrap: 'anywhere', py: 0.25 }}>
            {detail.field}: {readable(detail.value)}
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
            {readable(change.before)}
          </Box>
          <span aria-hidden="true"> → </span>
          <Box component="span" sx={hidden}>
            {t(A.changedTo)}
          </Box>
          {readable(change.after)}
        </Typography>
      ))}
    </Box>
  );
}
