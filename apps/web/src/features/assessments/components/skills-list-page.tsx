import { MESSAGES, type SkillsList } from '@app/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api';
import { useTimeZone } from '../../../lib/time-zone';
import { useSkillsList } from '../api/get-skills-list';
import { ActionPlanCard } from './action-plan-card';
import { InternalCommentsCard } from './internal-comments-card';
import { NpsCard } from './nps-card';
import { SkillsTable } from './skills-table';
import { useAssessmentId } from './use-assessment-id';

/** A positive whole number from the route or the query, or null. */
function positiveId(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(id) ? id : null;
}

/**
 * The skills list page of a call (/roleplayShifts/:eventId/participantSkillsList/:callId, also under
 * /courses/:courseId): a tab per participant of the call (query parameter userId), the skills list by
 * scenario, internal comments per scenario, the NPS rating, the action plan with Submit and Email
 * Action Plan. Whoever may not edit reads it; the server decides per scenario column.
 */
export function SkillsListPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const callId = positiveId(params.callId);
  const eventId = positiveId(params.eventId);
  const userId = positiveId(search.get('userId'));
  const page = useSkillsList(callId, userId);
  if (callId === null || eventId === null) return <Alert severity="error">{MESSAGES.notFound}</Alert>;
  if (page.isPending) return <PageLoader />;
  if (page.isError) return <Alert severity="error">{errorText(page.error, MESSAGES.couldNotRetrieveData)}</Alert>;
  const data = page.data;
  if (data.eventId !== eventId) return <Alert severity="error">{MESSAGES.notFound}</Alert>;
  const shiftPath = `${params.courseId ? `/courses/${params.courseId}` : ''}/roleplayShifts/${eventId}`;

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={RouterLink}
          to={shiftPath}
          variant="outlined"
          startIcon={<ArrowBackIcon />}
          sx={{ minHeight: 44, '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          Back to the shift
        </Button>
        <Typography variant="h5" component="h1">
          Skills List
        </Typography>
      </Stack>
      {data.participants.length === 0 ? (
        <Alert severity="info">This call has no participant yet.</Alert>
      ) : (
        <>
          <Tabs
            value={data.userId ?? false}
            onChange={(_, value: number) => setSearch({ userId: String(value) }, { replace: true })}
            variant="scrollable"
            aria-label="Participants of the call"
          >
            {data.participants.map((p) => (
              <Tab key={p.id} value={p.id} label={p.name} />
            ))}
          </Tabs>
          <ParticipantAssessmentView key={`${data.callId}:${data.userId}`} data={data} />
        </>
      )}
    </Stack>
  );
}

function ParticipantAssessmentView({ data }: { data: SkillsList }) {
  const zone = useTimeZone();
  const assessmentId = useAssessmentId(data);
  return (
    <Stack spacing={2}>
      {!data.permissions.edit && (
        <Alert severity="info">
          You can read this skills list. The shift’s coach and the role-players of this participant’s call edit it.
        </Alert>
      )}
      {data.assessment?.completedAt && (
        <Box>
          <Chip color="success" label={`Submitted ${formatDateTime(data.assessment.completedAt, zone)}`} />
        </Box>
      )}
      <Paper sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }} component="section" aria-label="Skills by scenario">
        <SkillsTable data={data} assessmentId={assessmentId} />
      </Paper>
      <InternalCommentsCard data={data} assessmentId={assessmentId} />
      <NpsCard data={data} />
      <ActionPlanCard data={data} assessmentId={assessmentId} />
    </Stack>
  );
}
