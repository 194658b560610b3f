import { can, type Me, MIN_PASSWORD_LENGTH, ROLES, STAFF_ROLES, type UserDetail } from '@app/shared';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { HistoryTabs, useHistoryTab } from '../../../components/audit-history/history-tabs';
import { UserCoachingHistory } from '../../../components/coaching-history/user-coaching-history';
import { useConflict } from '../../../components/conflict-alert';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/auth';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { USERS_TEXTS } from '../messages';
import { CalendarFeedCard } from './calendar-feed-card';
import { CourseHistorySection } from './course-history-section';
import { ParticipantProfileSection } from './participant-profile-section';
import { QualificationsSection } from './qualifications-section';
import { UserAdminActions } from './user-admin-actions';
import { UserForm } from './user-form';
import { checkUpdate, type UserFormValues } from './user-form-rules';
import { UserHistory } from './user-history';
import { WeeklyLimitCard } from './weekly-limit-card';

function formValues(user: UserDetail): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    roleList: user.roleList,
    homeNumber: user.homeNumber ?? '',
    cellNumber: user.cellNumber ?? '',
    password: '',
    passwordConfirmation: '',
    currentPassword: '',
  };
}

/** /users/{id}: the user's details, editable by that user or an admin, read-only for others. */
export function UserDetailsPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const me = useCurrentUser();
  if (!Number.isInteger(id) || id <= 0) {
    return <Alert severity="warning">{t(USERS_TEXTS.notFound)}</Alert>;
  }
  return <UserDetails key={id} id={id} me={me} />;
}

function UserDetails({ id, me }: { id: number; me: Me }) {
  const isSelf = me.id === id;
  const user = useUser(id);
  const update = useUpdateUser(id, { isSelf });
  const { push } = useMessages();
  const conflict = useConflict(update, () => void user.refetch());
  // Admins see a person's History in a tab of its own.
  const tab = useHistoryTab(can({ roles: me.roleList }, 'audit.view'));

  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(user.error, t(USERS_TEXTS.loadFailed))}
      </Alert>
    );
  }

  const detail = user.data;
  const isAdmin = can({ roles: me.roleList }, 'users.editAny');
  const editable = isSelf || isAdmin;
  const mustChange = isSelf && me.mustChangePassword;
  // A session from an e-mailed sign-in link (or an admin viewing as this user) may set a new password
  // without the current one; anybody else changing their own password must give it.
  const askCurrentPassword = isSelf && !mustChange && !me.viaLink && !me.impersonatedBy;
  const isParticipant = detail.roleList.includes('participant');
  const isStaff = detail.roleList.some((role) => STAFF_ROLES.includes(role));

  const historyTabs = can({ roles: me.roleList }, 'audit.view') && <HistoryTabs value={tab} label={t(USERS_TEXTS.userPage)} />;
  if (tab === 'history') {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {detail.name}
        </Typography>
        {historyTabs}
        <UserHistory user={detail} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {historyTabs}
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {detail.name}
        </Typography>
        {mustChange && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="must-change-password">
            {t(USERS_TEXTS.mustChangePassword)}
          </Alert>
        )}
        {!editable && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(USERS_TEXTS.onlyThisUser)}
          </Typography>
        )}
        <UserForm
          // A new version from the server (after a save, a reset or a reload) starts the form afresh.
          key={detail.updatedAt}
          initialValues={formValues(detail)}
          roleOptions={ROLES}
          check={(values) =>
            checkUpdate(values, {
              includeRoles: isAdmin,
              passwordRequired: mustChange,
              currentPasswordRequired: askCurrentPassword,
            })
          }
          onValid={(body, { passwordDropped }) =>
            update.mutate(
              { ...body, updatedAt: detail.updatedAt },
              {
                onSuccess: () => {
                  push(t(USERS_TEXTS.userUpdated), 'success');
                  if (passwordDropped) push(t(USERS_TEXTS.passwordDropped), 'info');
                },
              },
            )
          }
          readOnly={!editable}
          rolesReadOnly={!isAdmin}
          passwordHelp={
            mustChange ? t(USERS_TEXTS.newPasswordHelp, { count: MIN_PASSWORD_LENGTH }) : t(USERS_TEXTS.keepPasswordHelp)
          }
          ownAccount={isSelf}
          askCurrentPassword={askCurrentPassword}
          submitting={update.isPending}
          serverError={update.error ? screenErrorText(update.error, t(USERS_TEXTS.updateFailed)) : null}
          serverErrorAction={conflict.alertAction}
        />
      </Paper>
      {isParticipant && !mustChange && (
        <>
          <ParticipantProfileSection userId={detail.id} editable={can({ roles: me.roleList }, 'participants.directory')} />
          <CourseHistorySection userId={detail.id} />
        </>
      )}
      {isStaff && !mustChange && (
        <QualificationsSection userId={detail.id} editable={can({ roles: me.roleList }, 'users.qualifications.edit')} />
      )}
      {isStaff && editable && !mustChange && (
        <WeeklyLimitCard user={detail} isSelf={isSelf} onReload={() => void user.refetch()} />
      )}
      {editable && !mustChange && <CalendarFeedCard userId={detail.id} isSelf={isSelf} />}
      {/* Coaching: the coaching history and the records created (issue 12) go here. */}
      <UserAdminActions user={detail} me={me} />
      <UserCoachingHistory me={me} user={detail} />
    </Stack>
  );
}
