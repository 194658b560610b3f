import { type AuditEvent, auditChanges } from '@app/shared';
import { Box, Typography } from '@mui/material';

/**
 * What an audit entry changed, one line per field: 'Name: Room A → Room B'. An entry with no field
 * changes (a sign-in, a reminder sent) says nothing here; its action says it all.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEvent, 'before' | 'after'> }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return null;
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
          <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {' changed to '}
          </Box>
          {change.after}
        </Typography>
      ))}
    </Box>
  );
}
