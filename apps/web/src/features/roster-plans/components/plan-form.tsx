import type { RosterPlanCreateBody } from '@app/shared';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import type { CourseOption } from '../api/get-course-options';
import { ROSTER_PLANS_TEXTS as T } from '../messages';
import { CoursesPicker } from './courses-picker';
import { planErrorText } from './plan-texts';
import { SolvingProgress } from './solving-progress';

type PlanRequest = RosterPlanCreateBody['plan'];

/**
 * The question a plan answers: a period (From and To, days both included) and, optionally, some
 * courses; Make a plan asks the server to solve it, and the progress shows while it does.
 */
export function PlanForm(props: {
  initial: { from: string; to: string; courseIds: number[] };
  knownCourses?: CourseOption[];
  pending: boolean;
  error: unknown;
  onSubmit(plan: PlanRequest): void;
}) {
  const [from, setFrom] = useState(props.initial.from);
  const [to, setTo] = useState(props.initial.to);
  const [courseIds, setCourseIds] = useState(props.initial.courseIds);
  const badPeriod = Boolean(from && to && to < from);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || badPeriod || props.pending) return;
    props.onSubmit({ from, to, ...(courseIds.length ? { courseIds } : {}) });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={t(T.whatToPlan)} noValidate>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack direction="row" spacing={2}>
          <TextField
            label={t(T.from)}
            type="date"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            disabled={props.pending}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 150 }}
          />
          <TextField
            label={t(T.to)}
            type="date"
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
            disabled={props.pending}
            error={badPeriod}
            helperText={badPeriod ? t(T.toBeforeFrom) : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
            sx={{ flex: 1, minWidth: 150 }}
          />
        </Stack>
        <CoursesPicker value={courseIds} onChange={setCourseIds} known={props.knownCourses} disabled={props.pending} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={props.pending || badPeriod || !from || !to}
          sx={{ flexShrink: 0, minHeight: 56, alignSelf: { xs: 'stretch', md: 'flex-start' } }}
        >
          {t(T.makePlan)}
        </Button>
      </Stack>
      {props.pending && <SolvingProgress />}
      {props.error !== null && props.error !== undefined && !props.pending && (
        <Alert severity="error" role="alert">
          {planErrorText(props.error, T.couldNotMake)}
        </Alert>
      )}
    </Stack>
  );
}
