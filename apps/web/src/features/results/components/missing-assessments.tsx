import type { MissingAssessment } from '@app/shared';
import { SHIFT_ROUTES } from '@app/shared/constants';
import { Button, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { t } from '../../../lib/i18n/i18n';
import { COURSE_RESULTS_TEXTS as T } from '../course-results-messages';

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
  if (total === 0) return <Typography color="text.secondary">{t(T.noneMissing)}</Typography>;
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  return (
    <>
      <Typography color="text.secondary">
        {t(T.missingCount, { total, listed: items.length < total ? String(items.length) : 'all' })}
      </Typography>
      <List dense aria-label={t(T.missingAssessments)}>
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
                    {m.opened && <Chip size="small" label={t(T.begunNotSubmitted)} />}
                  </Stack>
                }
                secondary={
                  <Stack direction="row" spacing={2} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
                    <Link component={RouterLink} to={shift}>
                      {formatDateTime(m.date)}
                    </Link>
                    {cohort && <span>{cohort}</span>}
                    <Link component={RouterLink} to={`${shift}/participantSkillsList/${m.callId}`}>
                      {t(T.skillsList)}
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
          {t(T.showAll, { count: items.length })}
        </Button>
      )}
    </>
  );
}
