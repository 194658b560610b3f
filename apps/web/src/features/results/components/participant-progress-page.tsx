import { type NpsAnswer, npsGroup, type SessionActionPlan, type SkillProgress } from '@app/shared';
import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../components/date-time';
import { PageLoader } from '../../../components/page-loader';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useParticipantProgress } from '../api/get-participant-progress';
import { PROGRESS_TEXTS as T } from '../progress-messages';
import { ChartFigure, useRatingColors } from './chart-parts';

const ratingText = (rating: number | null) => (rating === null ? '—' : rating > 0 ? `+${rating}` : String(rating));

/** /users/:id/progress/:courseId: a participant's progress in a course, for them, managers and the course's coaches. */
export function ParticipantProgressPage() {
  const { id, courseId } = useParams();
  const participantId = Number(id);
  const course = Number(courseId);
  if (![participantId, course].every((n) => Number.isInteger(n) && n > 0)) {
    return <Alert severity="warning">{t(T.notFound)}</Alert>;
  }
  return <ParticipantProgressView key={`${participantId}-${course}`} participantId={participantId} courseId={course} />;
}

function ParticipantProgressView({ participantId, courseId }: { participantId: number; courseId: number }) {
  const progress = useParticipantProgress(participantId, courseId);
  if (progress.isPending) return <PageLoader />;
  if (progress.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(progress.error, t(T.loadFailed))}
      </Alert>
    );
  }
  const { participant, course, skills, actionPlans, nps } = progress.data;
  const rated = skills.filter((s) => s.points.length > 0);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {t(T.title, { name: participant.name })}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {course.name}
        </Typography>
      </Paper>
      <Paper
        component="section"
        aria-label={t(T.skills)}
        sx={{ p: { xs: 1.5, sm: 3 }, minWidth: 0 }}
        data-testid="progress-skills"
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {t(T.skills)}
        </Typography>
        {rated.length === 0 ? (
          <Typography color="text.secondary">{t(T.noRatings)}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {rated.map((skill) => (
              <SkillChart key={skill.assessmentPartId} skill={skill} />
            ))}
          </Box>
        )}
        {rated.length > 0 && rated.length < skills.length && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t(T.notRatedYet, {
              skills: skills
                .filter((s) => s.points.length === 0)
                .map((s) => s.text)
                .join('; '),
            })}
          </Typography>
        )}
      </Paper>
      <Paper
        component="section"
        aria-label={t(T.sessionsAndPlans)}
        sx={{ p: { xs: 1.5, sm: 3 } }}
        data-testid="progress-sessions"
      >
        <Typography variant="h6" component="h2" gutterBottom>
          {t(T.sessionsAndPlans)}
        </Typography>
        <Sessions skills={skills} actionPlans={actionPlans} />
      </Paper>
      <Paper component="section" aria-label={t(T.npsAnswers)} sx={{ p: { xs: 1.5, sm: 3 } }} data-testid="progress-nps">
        <Typography variant="h6" component="h2" gutterBottom>
          {t(T.npsAnswers)}
        </Typography>
        <NpsAnswers answers={nps} />
      </Paper>
    </Stack>
  );
}

/**
 * One skill: the ratings (−1, 0, 1) of each session as a line, the first, latest and best marked
 * by shape (and named under the chart); a hidden table reads the same to a screen reader.
 */
function SkillChart({ skill }: { skill: SkillProgress }) {
  const colors = useRatingColors();
  const theme = useTheme();
  const points = skill.points;
  const last = points.length - 1;
  const only = (pick: (index: number) => boolean) => points.map((p, i) => (pick(i) ? p.rating : null));
  const marked = [
    { id: 'first', label: t(T.first), shape: 'square', color: colors.zero, data: only((i) => i === 0) },
    { id: 'best', label: t(T.best), shape: 'star', color: colors.plusOne, data: only((i) => points[i]?.rating === skill.best) },
    { id: 'latest', label: t(T.latest), shape: 'diamond', color: theme.palette.info.main, data: only((i) => i === last) },
  ] as const;
  return (
    <Box
      component="article"
      aria-label={skill.text}
      sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {skill.text}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
        <Chip size="small" variant="outlined" label={t(T.firstRating, { rating: ratingText(skill.first) })} />
        <Chip size="small" variant="outlined" label={t(T.latestRating, { rating: ratingText(skill.latest) })} />
        <Chip size="small" variant="outlined" label={t(T.bestRating, { rating: ratingText(skill.best) })} />
      </Stack>
      <ChartFigure
        label={t(T.ratingsBySession, { skill: skill.text })}
        chart={
          <LineChart
            height={170}
            margin={{ right: 36, left: 4 }}
            xAxis={[
              {
                scaleType: 'point',
                data: points.map((_, i) => i),
                valueFormatter: (i: number) => (points[i] ? formatDate(points[i].date) : ''),
              },
            ]}
            yAxis={[{ min: -1, max: 1, tickInterval: [-1, 0, 1], valueFormatter: (v: number) => ratingText(v), width: 32 }]}
            series={[
              {
                id: 'ratings',
                label: t(T.rating),
                data: points.map((p) => p.rating),
                color: theme.palette.primary.main,
                showMark: true,
                valueFormatter: (v) => ratingText(v),
              },
              ...marked.map((m) => ({
                ...m,
                data: [...m.data],
                showMark: true,
                connectNulls: false,
                valueFormatter: (v: number | null) => (v === null ? null : ratingText(v)),
              })),
            ]}
            slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
          />
        }
        table={
          <Table size="small" aria-label={t(T.ratingsBySession, { skill: skill.text })}>
            <TableHead>
              <TableRow>
                <TableCell>{t(T.session)}</TableCell>
                <TableCell>{t(T.rating)}</TableCell>
                <TableCell>{t(T.marked)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((p, i) => (
                <TableRow key={p.shiftId}>
                  <TableCell>{formatDateTime(p.date)}</TableCell>
                  <TableCell>{ratingText(p.rating)}</TableCell>
                  <TableCell>
                    {marked
                      .filter((m) => m.data[i] !== null)
                      .map((m) => m.label)
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Box>
  );
}

/**
 * Every session in time order (those rated, and those with an action plan only), each with the action
 * plan its assessment gave: the items to practise and the coach's own plan.
 */
function Sessions({ skills, actionPlans }: { skills: SkillProgress[]; actionPlans: SessionActionPlan[] }) {
  const dates = new Map<number, string>();
  for (const point of skills.flatMap((s) => s.points)) dates.set(point.shiftId, point.date);
  for (const plan of actionPlans) if (!dates.has(plan.shiftId)) dates.set(plan.shiftId, plan.date);
  if (dates.size === 0) return <Typography color="text.secondary">{t(T.noSessions)}</Typography>;
  const sessions = [...dates].sort(([a, dateA], [b, dateB]) => Date.parse(dateA) - Date.parse(dateB) || a - b);
  const planOf = new Map(actionPlans.map((plan) => [plan.shiftId, plan]));
  return (
    <List aria-label={t(T.sessions)} disablePadding>
      {sessions.map(([shiftId, date], i) => {
        const plan = planOf.get(shiftId);
        return (
          <ListItem
            key={shiftId}
            component="li"
            aria-label={t(T.sessionLabel, { number: i + 1, when: formatDateTime(date) })}
            disableGutters
            divider={i < sessions.length - 1}
            sx={{ display: 'block', py: 1.5 }}
          >
            <Typography variant="subtitle1" component="h3">
              {t(T.sessionHeading, { number: i + 1, when: formatDateTime(date) })}
            </Typography>
            {plan ? <ActionPlan plan={plan} /> : <Typography color="text.secondary">{t(T.noActionPlan)}</Typography>}
          </ListItem>
        );
      })}
    </List>
  );
}

/** One session's action plan, as it was e-mailed: the items to practise, then the coach's own words. */
function ActionPlan({ plan }: { plan: SessionActionPlan }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {t(T.actionPlan)}
      </Typography>
      {plan.items.length > 0 && (
        <Box component="ul" sx={{ my: 0.5, pl: 3 }} aria-label={t(T.toPractise)}>
          {plan.items.map((item) => (
            <Typography component="li" key={item.assessmentPartId} sx={{ overflowWrap: 'anywhere' }}>
              {item.text}
            </Typography>
          ))}
        </Box>
      )}
      {plan.customActionPlan.trim() !== '' && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{plan.customActionPlan}</Typography>
      )}
    </Box>
  );
}

/** The participant's NPS answers in time order, each with its shift's date and its group. */
function NpsAnswers({ answers }: { answers: NpsAnswer[] }) {
  if (answers.length === 0) return <Typography color="text.secondary">{t(T.noNpsAnswers)}</Typography>;
  return (
    <List dense aria-label={t(T.npsAnswers)}>
      {answers.map((a) => (
        <ListItem key={`${a.cohortId}-${a.shiftId ?? 'none'}`} disableGutters divider>
          <ListItemText
            primary={t(T.npsAnswer, { rating: a.rating, group: npsGroup(a.rating) })}
            secondary={a.date ? formatDateTime(a.date) : t(T.noSession)}
          />
        </ListItem>
      ))}
    </List>
  );
}
