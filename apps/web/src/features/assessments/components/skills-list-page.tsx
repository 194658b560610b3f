import { can, type SkillsList } from '@app/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/auth';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useCalibration } from '../api/get-calibration';
import { useSkillsList } from '../api/get-skills-list';
import { ASSESSMENTS_TEXTS as A } from '../messages';
import { ActionPlanCard } from './action-plan-card';
import { CalibrationForm } from './calibration-form';
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
  if (callId === null || eventId === null) return <Alert severity="error">{t(A.notFound)}</Alert>;
  if (page.isPending) return <PageLoader />;
  if (page.isError) return <Alert severity="error">{screenErrorText(page.error, t(A.loadFailed))}</Alert>;
  const data = page.data;
  if (data.eventId !== eventId) return <Alert severity="error">{t(A.notFound)}</Alert>;
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
          {t(A.backToShift)}
        </Button>
        <Typography variant="h5" component="h1">
          {t(A.title)}
        </Typography>
      </Stack>
      {data.participants.length === 0 ? (
        <Alert severity="info">{t(A.noParticipant)}</Alert>
      ) : (
        <>
          <Tabs
            value={data.userId ?? false}
            onChange={(_, value: number) => setSearch({ userId: String(value) }, { replace: true })}
            variant="scrollable"
            aria-label={t(A.participants)}
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

/**
 * Whether the viewer may give the participant a calibration rating (a second, independent rating):
 * a coach or manager who plays in none of the call's scenarios (the server also checks the
 * participant's other calls of the shift, and refuses).
 */
function useCalibrates(data: SkillsList): boolean {
  const me = useCurrentUser();
  return (
    can({ roles: me.roleList }, 'calibration.rate') &&
    data.userId !== null &&
    !data.scenarios.some((s) => s.roleplayer?.id === me.id)
  );
}

/**
 * The participant's skills list, or the viewer's calibration rating of them. A calibrating viewer who
 * may not edit the skills list (a coach of the shift who plays for somebody else) starts on their
 * calibration and sees the shift's ratings only once they have saved it; an editor switches to it.
 */
function ParticipantAssessmentView({ data }: { data: SkillsList }) {
  const calibrates = useCalibrates(data);
  const calibration = useCalibration(data.eventId, data.userId ?? 0, { enabled: calibrates });
  if (calibrates && calibration.isPending) return <PageLoader />;
  if (!calibrates || !calibration.isSuccess) return <SkillsListView data={data} />;
  return <CalibratingView data={data} startOnForm={calibration.data.updatedAt === null && !data.permissions.edit} />;
}

function CalibratingView({ data, startOnForm }: { data: SkillsList; startOnForm: boolean }) {
  const calibration = useCalibration(data.eventId, data.userId ?? 0);
  const [calibrating, setCalibrating] = useState(startOnForm);
  const [reloads, setReloads] = useState(0);
  const own = calibration.data;
  if (!own) return <PageLoader />;
  // Until the viewer has saved their own, the shift's ratings stay out of their sight.
  const locked = own.updatedAt === null && !data.permissions.edit;
  return (
    <Stack spacing={2}>
      {!locked && (
        <Box>
          <Button variant="outlined" onClick={() => setCalibrating((on) => !on)} sx={{ minHeight: 44 }}>
            {t(calibrating ? A.showSkillsList : A.calibrationRating)}
          </Button>
        </Box>
      )}
      {calibrating || locked ? (
        <CalibrationForm
          key={reloads}
          data={data}
          calibration={own}
          onReload={() => void calibration.refetch().then(() => setReloads((n) => n + 1))}
        />
      ) : (
        <SkillsListView data={data} />
      )}
    </Stack>
  );
}

function SkillsListView({ data }: { data: SkillsList }) {
  const zone = useTimeZone();
  const assessmentId = useAssessmentId(data);
  return (
    <Stack spacing={2}>
      {!data.permissions.edit && <Alert severity="info">{t(A.readOnly)}</Alert>}
      {data.assessment?.completedAt && (
        <Box>
          <Chip color="success" label={t(A.submittedOn, { when: formatDateTime(data.assessment.completedAt, zone) })} />
        </Box>
      )}
      <Paper sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }} component="section" aria-label={t(A.skillsByScenario)}>
        <SkillsTable data={data} assessmentId={assessmentId} />
      </Paper>
      <InternalCommentsCard data={data} assessmentId={assessmentId} />
      <NpsCard data={data} />
      <ActionPlanCard data={data} assessmentId={assessmentId} />
    </Stack>
  );
}
