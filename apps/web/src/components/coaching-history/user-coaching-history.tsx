import { can, type Me, type Role } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import { t } from '../../lib/i18n/i18n';
import { CoachingHistoryList } from './coaching-history-list';
import { HISTORY_TEXTS as H } from './coaching-history-texts';
import { RaterAgreementOverTime } from './rater-agreement-over-time';

/** Who may read whose coaching history on the user page (docs/decisions.md, Coaching). */
export function coachingSections(me: Pick<Me, 'id' | 'roleList'>, user: { id: number; roleList: readonly Role[] }) {
  const viewerIsAdminOrCoach = me.roleList.includes('admin') || me.roleList.includes('coach');
  const coached = user.roleList.includes('rp') || user.roleList.includes('coach');
  return {
    history: (viewerIsAdminOrCoach && coached) || (me.id === user.id && user.roleList.includes('rp')),
    created: can({ roles: me.roleList }, 'coaching.recordsCreated') && user.roleList.includes('coach'),
    // A role-player's agreement with the coaches' calibration ratings: managers and coaches.
    agreement: can({ roles: me.roleList }, 'calibration.rate') && user.roleList.includes('rp') && me.id !== user.id,
  };
}

/** The user page's coaching history and, for admins viewing a coach, the coaching records created. */
export function UserCoachingHistory({ me, user }: { me: Me; user: { id: number; roleList: Role[] } }) {
  const show = coachingSections(me, user);
  return (
    <>
      {show.history && (
        <Paper sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-label={t(H.history)}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(H.history)}
          </Typography>
          <CoachingHistoryList kind="coached" userId={user.id} />
        </Paper>
      )}
      {show.agreement && <RaterAgreementOverTime userId={user.id} />}
      {show.created && (
        <Paper sx={{ p: { xs: 1.5, sm: 3 } }} component="section" aria-label={t(H.created)}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(H.created)}
          </Typography>
          <CoachingHistoryList kind="created" userId={user.id} />
        </Paper>
      )}
    </>
  );
}
