import type { MissingAssessment } from '@app/shared';
import { SHIFT_ROUTES } from '@app/shared/constants';
import { Button, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../components/date-time';

/** How many are listed before "Show all". */
const FIRST_SHOWN = 20;

/**
 * The participants who sat in a call without a submitted assessment of that shift, the most recent
 * first: the participant (to their page), the shift (to its page) and the call's skills list.
 */
export function MissingAssessments({
  items,
  total,
  cohortName,
}: {
  items: MissingAssessment[];
  total: number;
  cohortName: (id: number | null) => string | null;
}) {
  const [all, setAll] = useState(false);
  if (total === 0) return <Typography color="text.secondary">No assessment is missing.</Typography>;
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  return (
    <>
      <Typography color="text.secondary">
        {total === 1 ? '1 participant has' : `${total} participants have`} no submitted assessment of a call they sat in
        {items.length < total ? ` (the latest ${items.length} are listed)` : ''}.
      </Typography>
      <List dense aria-label="Missing assessments">
        {shown.map((m) => {
          const shift = `/${SHIFT_ROUTES.roleplay}/${m.shiftId}`;
          const cohort = cohortName(m.cohortId);
          return (
            <ListItem key={`${m.participant.id}-${m.shiftId}`} divider disableGutters>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Link component={RouterLink} to={`/users/${m.participant.id}`} sx={{ overflowWrap: 'anywhere' }}>
                      {m.participant.name}
                    </Link>
                    {m.opened && <Chip size="small" label="Begun, not submitted" />}
                  </Stack>
                }
                secondary={
                  <Stack direction="row" spacing={2} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
                    <Link component={RouterLink} to={shift}>
                      {formatDateTime(m.date)}
                    </Link>
                    {cohort && <span>{cohort}</span>}
                    <Link component={RouterLink} to={`${shift}/participantSkillsList/${m.callId}`}>
                      Skills list
                    </Link>
                  </Stack>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItem>
          );
        })}
      </List>
      {!all && items.length > FIRST_SHOWN && (
        <Button onClick={() => setAll(true)} sx={{ alignSelf: 'flex-start' }}>
          Show all {items.length}
        </Button>
      )}
    </>
  );
}
