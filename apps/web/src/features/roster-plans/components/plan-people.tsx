import type { RosterPlan } from '@app/shared';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, type Theme, Typography } from '@mui/material';
import { formatWeekdayDateTime } from '../../../components/date-time';
import { ScrollTable } from '../../../components/scroll-table';
import { t } from '../../../lib/i18n/i18n';
import { ROSTER_PLANS_TEXTS as T } from '../messages';

/**
 * The person's column stays in view while the rest scrolls sideways. (The shared stickyFirstColumn
 * holds the first th and the first td of a row: here the name is each row's th, so it would hold two.)
 */
const stickyName = {
  '& tr > th:first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}`,
  },
} as const;

/**
 * Per person the shifts the draft would give them, beside what they already hold in the period:
 * the spread the plan aims to keep fair, at a glance. Busiest first, then by name.
 */
export function PlanPeople({ plan }: { plan: RosterPlan }) {
  const shifts = new Map(plan.shifts.map((s) => [s.id, s]));
  const people = plan.people
    .filter((p) => p.shifts.length > 0)
    .sort((a, b) => b.shifts.length + b.held - (a.shifts.length + a.held) || a.name.localeCompare(b.name));
  if (people.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t(T.nobodyIsProposed)}
      </Typography>
    );
  }
  return (
    <ScrollTable label={t(T.peopleOfPlan)}>
      <Table size="small" aria-label={t(T.peopleOfPlan)} sx={{ ...stickyName, minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t(T.person)}</TableCell>
            <TableCell align="right">{t(T.alreadyHolds)}</TableCell>
            <TableCell align="right">{t(T.proposed)}</TableCell>
            <TableCell>{t(T.shiftsProposed)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person) => (
            <TableRow key={person.userId} data-testid="plan-person" sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {person.name}
              </TableCell>
              <TableCell align="right">{person.held}</TableCell>
              <TableCell align="right">{person.shifts.length}</TableCell>
              <TableCell>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  {person.shifts.map((id) => {
                    const shift = shifts.get(id);
                    return (
                      <Box component="li" key={id} sx={{ whiteSpace: 'nowrap' }}>
                        {shift ? formatWeekdayDateTime(shift.begins) : t(T.shiftGone)}
                      </Box>
                    );
                  })}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
