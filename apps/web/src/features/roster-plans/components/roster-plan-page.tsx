import type { RosterPlan } from '@app/shared';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { t } from '../../../lib/i18n/i18n';
import { useTimeZone } from '../../../lib/time-zone';
import { useCreateRosterPlan } from '../api/create-roster-plan';
import type { CourseOption } from '../api/get-course-options';
import { useRosterPlan } from '../api/get-roster-plan';
import { ROSTER_PLANS_TEXTS as T } from '../messages';
import { DraftView } from './draft-view';
import { PlanForm } from './plan-form';
import { nextMonth, planErrorText } from './plan-texts';

/** The courses a plan names, as the picker shows them (their names from the plan's own shifts). */
function coursesOf(plan: RosterPlan): CourseOption[] {
  const names = new Map(plan.shifts.map((s) => [s.courseId, s.courseName]));
  return plan.courseIds.flatMap((id) => {
    const name = names.get(id);
    return name ? [{ id, name, clientName: '' }] : [];
  });
}

/**
 * /roster-plans (Plan the month): a coordinator picks a period (the next calendar month to begin
 * with) and optionally courses, and asks for a plan; /roster-plans/:planId shows that plan, with the
 * same question above it to ask for another.
 */
export function RosterPlanPage() {
  const raw = useParams().planId;
  if (raw === undefined) return <Question plan={null} />;
  const planId = Number(raw);
  if (!Number.isInteger(planId) || planId <= 0) return <Alert severity="warning">{t(T.notFound)}</Alert>;
  return <PlanOfId key={planId} planId={planId} />;
}

function PlanOfId({ planId }: { planId: number }) {
  const plan = useRosterPlan(planId);
  if (plan.isPending) return <PageLoader />;
  if (plan.isError) {
    return (
      <Stack spacing={2}>
        <Question plan={null} />
        <Alert severity="error" role="alert">
          {planErrorText(plan.error, T.couldNotRetrieve)}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Question plan={plan.data} />
      <DraftView key={plan.data.id} plan={plan.data} />
    </Stack>
  );
}

/** The page's title and the question a plan answers; Make a plan opens the new draft. */
function Question({ plan }: { plan: RosterPlan | null }) {
  const zone = useTimeZone();
  const navigate = useNavigate();
  const create = useCreateRosterPlan();
  const initial = plan ? { from: plan.from, to: plan.to, courseIds: plan.courseIds } : { ...nextMonth(zone), courseIds: [] };
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="h5" component="h1">
        {t(T.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(T.intro)}
      </Typography>
      <PlanForm
        initial={initial}
        knownCourses={plan ? coursesOf(plan) : undefined}
        pending={create.isPending}
        error={create.error}
        onSubmit={(request) => create.mutate(request, { onSuccess: (made) => navigate(`/roster-plans/${made.id}`) })}
      />
    </Paper>
  );
}
