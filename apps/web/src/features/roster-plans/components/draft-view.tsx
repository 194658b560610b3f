import type { RosterPlan, RosterPlanAssignment, RosterPlanProposal } from '@app/shared';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateRange, formatDateTime, formatDateTimeRange } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { ApiError } from '../../../lib/api';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { t } from '../../../lib/i18n/i18n';
import { useApplyRosterPlan } from '../api/apply-roster-plan';
import { rosterPlanKeys } from '../api/keys';
import { useUpdateRosterPlan } from '../api/update-roster-plan';
import { ROSTER_PLANS_TEXTS as T } from '../messages';
import { PlanPeople } from './plan-people';
import { PlanShifts, UnfilledLines } from './plan-shifts';
import {
  changesBody,
  namesOf,
  planErrorText,
  planFigures,
  proposalKey,
  type StagedChange,
  shiftsOfPlan,
  solveText,
} from './plan-texts';
import { SolvingProgress } from './solving-progress';

type Staged = Map<string, { proposal: RosterPlanProposal; change: StagedChange }>;

/** A section of the page: a titled card. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

const codeOf = (err: unknown) => (err instanceof ApiError ? err.code : null);

/**
 * A plan: what it proposes per shift (who, for which place, why), the places it cannot fill and why,
 * and per person the shifts they would get. On a draft the coordinator stages removals and locks,
 * plans again (the server solves anew), and sends the invitations after confirming; a draft whose
 * facts changed is refused with what changed, and may be planned again.
 */
export function DraftView({ plan }: { plan: RosterPlan }) {
  const queryClient = useQueryClient();
  const update = useUpdateRosterPlan(plan.id);
  const apply = useApplyRosterPlan(plan.id);
  const { push } = useMessages();
  const [staged, setStaged] = useState<Staged>(() => new Map());
  const [confirming, setConfirming] = useState(false);

  const nameOf = namesOf(plan);
  const { shifts, staffed } = shiftsOfPlan(plan, nameOf);
  const figures = planFigures(plan);
  const draft = plan.status === 'draft';
  const solving = update.isPending;
  const busy = solving || apply.isPending;

  const stage = (proposal: RosterPlanAssignment, change: StagedChange | null) =>
    setStaged((old) => {
      const next = new Map(old);
      const key = proposalKey(proposal);
      if (change)
        next.set(key, { proposal: { shiftId: proposal.shiftId, userId: proposal.userId, role: proposal.role }, change });
      else next.delete(key);
      return next;
    });

  const planAgain = () => {
    apply.reset();
    update.mutate({ ...changesBody(staged), updatedAt: plan.updatedAt }, { onSuccess: () => setStaged(new Map()) });
  };

  const reload = () => {
    update.reset();
    apply.reset();
    setStaged(new Map());
    void queryClient.invalidateQueries({ queryKey: rosterPlanKeys.detail(plan.id) });
  };

  const send = () =>
    apply.mutate(undefined, {
      onSuccess: (applied) => push(t(T.sent, { count: applied.invited }), 'success'),
      onSettled: () => setConfirming(false),
    });

  const applyCode = codeOf(apply.error);
  const updateCode = codeOf(update.error);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="roster-plan">
      <Paper component="section" aria-label={draft ? t(T.draft) : t(T.planSent)} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {draft ? t(T.draft) : t(T.planSent)}
              <Typography component="span" variant="body1" color="text.secondary">
                {` · ${formatDateRange(plan.from, plan.to)}`}
              </Typography>
            </Typography>
            <Stack direction="row" spacing={{ xs: 2, sm: 4 }} sx={{ mt: 1, flexWrap: 'wrap' }} data-testid="plan-figures">
              <Figure value={figures.proposed} label={t(T.placesProposed, { count: figures.proposed })} />
              <Figure value={figures.open} label={t(T.cannotBeFilledFigure)} />
              <Figure value={figures.people} label={t(T.peopleFigure, { count: figures.people })} />
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="solve-time">
              {solveText(plan)}
            </Typography>
          </Box>
          {draft && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
              <Button variant="outlined" size="large" onClick={planAgain} disabled={busy}>
                {staged.size ? t(T.planAgainChanges, { count: staged.size }) : t(T.planAgain)}
              </Button>
              <Button
                variant="contained"
                size="large"
                onClick={() => setConfirming(true)}
                disabled={busy || staged.size > 0 || figures.proposed === 0}
              >
                {t(T.sendInvitations)}
              </Button>
            </Stack>
          )}
        </Stack>
        {solving && <SolvingProgress label={t(T.planningAgain)} />}
        {draft && staged.size > 0 && !solving && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setStaged(new Map())}>
                {t(T.discardChanges)}
              </Button>
            }
          >
            {t(T.pendingChanges)}
          </Alert>
        )}
        {!draft && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t(T.invitationsSent, { when: formatDateTime(plan.appliedAt) })}
          </Alert>
        )}
        {update.isError && !solving && (
          <Alert
            severity={updateCode === 'stale_edit' || updateCode === 'roster_plan_applied' ? 'warning' : 'error'}
            role="alert"
            sx={{ mt: 2 }}
            action={
              updateCode === 'stale_edit' ? (
                <Button color="inherit" size="small" onClick={reload}>
                  {t(COMMON_TEXTS.reload)}
                </Button>
              ) : undefined
            }
          >
            {planErrorText(update.error, T.couldNotMake)}
          </Alert>
        )}
        {apply.isError && !apply.isPending && (
          <Alert
            severity={applyCode === 'roster_plan_changed' ? 'warning' : 'error'}
            role="alert"
            sx={{ mt: 2 }}
            data-testid="apply-refused"
            action={
              applyCode === 'roster_plan_changed' ? (
                <Button color="inherit" size="small" onClick={planAgain} disabled={busy}>
                  {t(T.planAgain)}
                </Button>
              ) : undefined
            }
          >
            {planErrorText(apply.error, T.couldNotApply)}
          </Alert>
        )}
      </Paper>

      <Section title={t(T.shifts)} testId="plan-shifts">
        {shifts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(T.nothingToFill)}
          </Typography>
        ) : (
          <PlanShifts shifts={shifts} controls={{ nameOf, staged, onStage: draft && !busy ? stage : null }} />
        )}
        {staffed > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(T.fullyStaffed, { count: staffed })}
          </Typography>
        )}
      </Section>

      <Section title={t(T.cannotBeFilled)} testId="plan-unfilled">
        {plan.unfilled.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t(T.everyPlaceProposed)}
          </Typography>
        ) : (
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shifts
              .filter((item) => item.unfilled.length > 0)
              .map((item) => (
                <Box component="li" key={item.shift.id}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {`${formatDateTimeRange(item.shift.begins, item.shift.ends)} · ${item.shift.courseName}`}
                  </Typography>
                  <UnfilledLines unfilled={item.unfilled} />
                </Box>
              ))}
          </Stack>
        )}
      </Section>

      <Section title={t(T.people)} testId="plan-people">
        <PlanPeople plan={plan} />
      </Section>

      <ConfirmDialog
        open={confirming}
        title={t(T.confirmTitle)}
        message={t(T.confirmMessage, { proposals: figures.proposed, people: figures.people })}
        confirmLabel={t(T.sendInvitations)}
        busy={apply.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
