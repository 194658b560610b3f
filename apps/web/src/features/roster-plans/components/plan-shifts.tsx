import {
  formatTimeRange,
  type RosterPlanAssignment,
  type RosterPlanShift,
  type RosterPlanUnfilled,
  SHIFT_ROUTES,
} from '@app/shared';
import LockIcon from '@mui/icons-material/Lock';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import {
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDateTimeRange, formatWeekdayDate } from '../../../components/date-time';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { businessTimeZone } from '../../../lib/time-zone';
import { ROSTER_PLANS_TEXTS as T } from '../messages';
import { placesText, proposalKey, roleText, type ShiftOfPlan, type StagedChange } from './plan-texts';

/** What the list needs to draw and change proposals. */
export interface ProposalControls {
  nameOf(userId: number): string;
  staged: ReadonlyMap<string, { change: StagedChange }>;
  /** Null when the plan can no longer be changed (applied, or being solved). */
  onStage: ((proposal: RosterPlanAssignment, change: StagedChange | null) => void) | null;
}

const shiftTypeText = (shift: RosterPlanShift) => t(T.shiftType, { type: shift.type });

const shiftPath = (shift: RosterPlanShift) => `/${SHIFT_ROUTES[shift.type]}/${shift.id}`;
const whenOf = (shift: RosterPlanShift) => formatDateTimeRange(shift.begins, shift.ends);
/** '9:00–12:00'; across days the end carries its date, in the person's language. */
const timesOf = (shift: RosterPlanShift) => formatTimeRange(shift.begins, shift.ends, businessTimeZone(), currentLanguage());

/** A button a finger can hit on a phone (44 px), compact at a desk. */
const actionSx = { minHeight: { xs: 44, md: 30 }, minWidth: { xs: 64, md: 0 }, py: { md: 0.25 } };

/** One proposal: who, for which place, why; Lock in (or Unlock) and Remove, staged until Plan again. */
function ProposalLine({
  proposal,
  shift,
  controls,
}: {
  proposal: RosterPlanAssignment;
  shift: RosterPlanShift;
  controls: ProposalControls;
}) {
  const name = controls.nameOf(proposal.userId);
  const role = roleText(proposal.role);
  const staged = controls.staged.get(proposalKey(proposal))?.change ?? null;
  const about = `${name}, ${role}, ${whenOf(shift)}`;
  const stage = controls.onStage;
  return (
    <Box
      component="li"
      data-testid="proposal"
      data-staged={staged ?? undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, py: 0.5 }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        {proposal.locked && (
          <LockIcon
            titleAccess={t(T.lockedIn)}
            sx={{ fontSize: 16, mr: 0.5, verticalAlign: 'text-bottom', color: 'primary.main' }}
          />
        )}
        <Typography
          variant="body2"
          component="span"
          sx={{ fontWeight: 600, textDecoration: staged === 'remove' ? 'line-through' : undefined }}
        >
          {name}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {` · ${role}`}
        </Typography>
        <Typography variant="caption" component="div" color={staged ? 'warning.main' : 'text.secondary'} data-testid="why">
          {staged ? t(T.staged, { change: staged }) : t(T.why, { why: proposal.why })}
        </Typography>
      </Box>
      {stage && (
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          {staged ? (
            <Button size="small" sx={actionSx} onClick={() => stage(proposal, null)} aria-label={t(T.undoAbout, { about })}>
              {t(T.undo)}
            </Button>
          ) : proposal.locked ? (
            <Button size="small" sx={actionSx} onClick={() => stage(proposal, 'unlock')} aria-label={t(T.unlockAbout, { about })}>
              {t(T.unlock)}
            </Button>
          ) : (
            <>
              <Button size="small" sx={actionSx} onClick={() => stage(proposal, 'lock')} aria-label={t(T.lockInAbout, { about })}>
                {t(T.lockIn)}
              </Button>
              <Button
                size="small"
                color="error"
                sx={actionSx}
                onClick={() => stage(proposal, 'remove')}
                aria-label={t(T.removeAbout, { about })}
              >
                {t(T.remove)}
              </Button>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}

function Proposals({ item, controls }: { item: ShiftOfPlan; controls: ProposalControls }) {
  if (item.proposals.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t(T.nobodyProposed)}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t(T.proposedFor, { when: whenOf(item.shift) })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {item.proposals.map((proposal) => (
        <ProposalLine key={proposalKey(proposal)} proposal={proposal} shift={item.shift} controls={controls} />
      ))}
    </Box>
  );
}

/** The places of a shift left open, each with why, in words. */
export function UnfilledLines({ unfilled }: { unfilled: RosterPlanUnfilled[] }) {
  if (unfilled.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {unfilled.map((u) => (
        <Box component="li" key={u.role} data-testid="unfilled" sx={{ display: 'flex', gap: 0.75, py: 0.5 }}>
          <ReportProblemOutlinedIcon aria-hidden sx={{ fontSize: 18, mt: '2px', color: 'warning.main' }} />
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {placesText(u.role, u.count)}
            </Box>
            {t(T.placesBecause, { reason: t(T.unfilledWhy, { reason: u.reason }) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ShiftLink({ shift }: { shift: RosterPlanShift }) {
  return (
    <Link component={RouterLink} to={shiftPath(shift)} sx={{ fontWeight: 600 }}>
      {formatWeekdayDate(shift.begins)}
    </Link>
  );
}

/** The draft per shift: a table at a desk, one card per shift on a phone. */
export function PlanShifts({ shifts, controls }: { shifts: ShiftOfPlan[]; controls: ProposalControls }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  if (phone) {
    return (
      <Stack spacing={1.5}>
        {shifts.map((item) => (
          <Paper
            key={item.shift.id}
            variant="outlined"
            component="article"
            aria-label={whenOf(item.shift)}
            data-testid="plan-shift"
            sx={{ p: 1.5 }}
          >
            <ShiftLink shift={item.shift} />
            <Typography variant="body2">{timesOf(item.shift)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`${item.shift.courseName} · ${shiftTypeText(item.shift)}`}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <Proposals item={item} controls={controls} />
              <UnfilledLines unfilled={item.unfilled} />
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={t(T.shiftsOfPlan)}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 170 }}>{t(T.when)}</TableCell>
          <TableCell sx={{ width: '20%' }}>{t(T.course)}</TableCell>
          <TableCell>{t(T.proposed)}</TableCell>
          <TableCell sx={{ width: '22%' }}>{t(T.cannotBeFilled)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shifts.map((item) => (
          <TableRow key={item.shift.id} data-testid="plan-shift" sx={{ verticalAlign: 'top' }}>
            <TableCell>
              <ShiftLink shift={item.shift} />
              <Typography variant="body2">{timesOf(item.shift)}</Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {item.shift.courseName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {shiftTypeText(item.shift)}
              </Typography>
            </TableCell>
            <TableCell>
              <Proposals item={item} controls={controls} />
            </TableCell>
            <TableCell>
              {item.unfilled.length ? (
                <UnfilledLines unfilled={item.unfilled} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t(T.none)}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
