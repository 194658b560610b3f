import {
  type Attendee,
  calendarInvitationState,
  holdsPlace,
  nameList,
  participantOnShift,
  type Shift,
  type ShiftCalls,
  type ShiftParticipant,
} from '@app/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  Link,
  List,
  ListItem,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AnswerBy } from '../../../components/answer-by';
import { AttendeeCoachingHistory } from '../../../components/coaching-history/attendee-coaching-history';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime, formatTime } from '../../../components/date-time';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useDeleteInvite } from '../api/delete-invite';
import { shiftsKeys } from '../api/keys';
import { CARD_TEXTS as K } from '../page-messages';
import { type AttendeeGroup, groupAttendees } from './attendee-groups';
import { LateReminderButton } from './call-blocks/late-reminder-button';
import { InviteDialog } from './invite-dialog';
import { InviteStatusChip, inviteStatusText } from './invite-status-chip';

const STAFF_GROUPS: AttendeeGroup[] = ['coordinators', 'coaches', 'rolePlayers'];

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * The attendance panel: staff (coordinators, coaches, role-players) and participants, each with
 * their invite status. Declined invites are hidden; managers find them under a collapsed 'Declined'
 * line, invite people, take invites back and open each role-player's coaching history.
 */
export function AttendanceCard({ shift, manager, viewerId }: { shift: Shift; manager: boolean; viewerId: number }) {
  const headingId = useId();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Attendee | null>(null);
  const groups = groupAttendees(shift, { showRejected: manager });
  const staffCount = STAFF_GROUPS.reduce((n, g) => n + groups[g].length, 0);
  const accepted = shift.details.attendees.filter((a) => a.status === 'accepted').length;
  // Participants sit in the calls of a roleplay shift (no invite); those of other shifts are invited.
  const slotted = shift.details.participants;
  // One rule says who is on the shift (participantOnShift): a seat in a call, or a place by an invite.
  const invitedParticipants = groups.participants.filter(
    (a) => !slotted.some((p) => p.id === a.id) && participantOnShift({ calls: 0, inviteStatus: a.status }),
  );
  const participantCount = slotted.length + invitedParticipants.length;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }} data-testid="attendance">
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {t(K.attendance)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(K.acceptedOf, { accepted, invited: shift.details.attendees.filter((a) => holdsPlace(a.status)).length })}
          </Typography>
        </Box>
        <LateReminderButton shift={shift} />
        {manager && (
          <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviting(true)}>
            {t(K.invite)}
          </Button>
        )}
      </Stack>

      <SectionTitle>{t(K.staff)}</SectionTitle>
      {staffCount === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t(manager ? K.nobodyInvited : K.noStaff)}
        </Typography>
      ) : (
        STAFF_GROUPS.filter((g) => groups[g].length > 0).map((group) => (
          <AttendeeList
            key={group}
            label={t(K.group, { group })}
            attendees={groups[group]}
            manager={manager}
            viewerId={viewerId}
            onRemove={setRemoving}
            coachingLinks={manager && group === 'rolePlayers'}
          />
        ))
      )}

      <SectionTitle>
        {participantCount > 0 ? t(K.participantsCount, { count: participantCount }) : t(K.participants)}
      </SectionTitle>
      {slotted.length > 0 && (
        <SlottedList participants={slotted} viewerId={viewerId} usesCalendar={shift.details.useGoogleCalendar} />
      )}
      {invitedParticipants.length > 0 && (
        <AttendeeList
          label={t(K.group, { group: 'participants' })}
          attendees={invitedParticipants}
          manager={manager}
          viewerId={viewerId}
          onRemove={setRemoving}
          hideLabel
        />
      )}
      {participantCount === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t(K.noParticipants)}
        </Typography>
      )}

      {manager && groups.declined.length > 0 && (
        <DeclinedLine attendees={groups.declined} viewerId={viewerId} onRemove={setRemoving} />
      )}

      {manager && (
        <>
          <InviteDialog shift={shift} open={inviting} onClose={() => setInviting(false)} />
          <RemoveInviteDialog shift={shift} attendee={removing} onClose={() => setRemoving(null)} />
        </>
      )}
    </Paper>
  );
}

/**
 * The participants slotted in the shift's calls (they hold no invite): on the shift by their seats
 * (participantOnShift), each with how many calls they sit in and, on a shift that sends calendar
 * invitations, whether theirs has gone out (calendarInvitationState).
 */
function SlottedList({
  participants,
  viewerId,
  usesCalendar,
}: {
  participants: ShiftParticipant[];
  viewerId: number;
  usesCalendar: boolean;
}) {
  return (
    <List dense aria-label={t(K.participantsInCalls)} disablePadding sx={{ mb: 1 }}>
      {participants.map((person) => (
        <ListItem
          key={person.id}
          disableGutters
          data-testid="slotted-participant"
          sx={{ gap: 1.5, alignItems: 'center', py: 0.75 }}
        >
          <PersonLine
            name={person.name}
            you={person.id === viewerId}
            detail={[person.email, t(K.inCalls, { count: person.calls })]}
            avatarColor="secondary.main"
          />
          <CalendarInvitationChip state={calendarInvitationState({ usesCalendar, addedToEvent: person.addedToEvent })} />
        </ListItem>
      ))}
    </List>
  );
}

/** Whether a participant's calendar invitation has gone out; nothing on a shift that sends none. */
function CalendarInvitationChip({ state }: { state: 'sent' | 'pending' | null }) {
  if (state === null) return null;
  return (
    <Chip
      size="small"
      color={state === 'sent' ? 'success' : 'default'}
      variant={state === 'sent' ? 'filled' : 'outlined'}
      label={t(state === 'sent' ? K.calendarSent : K.calendarPending)}
      data-testid="added-to-event"
    />
  );
}

/** A person's avatar, name (marked when it is the viewer) and a line of details, in an attendance list. */
function PersonLine({
  name,
  you,
  detail,
  avatarColor,
  children,
}: {
  name: string;
  you: boolean;
  detail: Array<string | null | undefined>;
  avatarColor: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: avatarColor }} aria-hidden>
        {initials(name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
          {you && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              {t(K.you)}
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {detail.filter(Boolean).join(' · ')}
        </Typography>
        {children}
      </Box>
    </>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography
      variant="overline"
      component="h3"
      color="text.secondary"
      sx={{ display: 'block', mt: 2, mb: 0.5, borderBottom: 1, borderColor: 'divider', lineHeight: 2.2 }}
    >
      {children}
    </Typography>
  );
}

function AttendeeList({
  label,
  attendees,
  manager,
  viewerId,
  onRemove,
  hideLabel = false,
  coachingLinks = false,
}: {
  label: string;
  attendees: Attendee[];
  manager: boolean;
  viewerId: number;
  onRemove(attendee: Attendee): void;
  hideLabel?: boolean;
  /** A link to each person's coaching history (role-players, for managers). */
  coachingLinks?: boolean;
}) {
  const labelId = useId();
  return (
    <Box sx={{ mb: 1 }}>
      {!hideLabel && (
        <Typography id={labelId} variant="subtitle2" sx={{ mt: 1 }}>
          {label}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({attendees.length})
          </Box>
        </Typography>
      )}
      <List dense aria-label={label} disablePadding>
        {attendees.map((attendee) => (
          <ListItem
            key={attendee.inviteId}
            disableGutters
            data-testid="attendee"
            sx={{ gap: 1.5, alignItems: 'center', py: 0.75, opacity: holdsPlace(attendee.status) ? 1 : 0.6 }}
          >
            <PersonLine
              name={attendee.name}
              you={attendee.id === viewerId}
              detail={[
                attendee.email,
                t(K.statusSince, { status: inviteStatusText(attendee.status), when: formatDateTime(attendee.statusTime) }),
              ]}
              avatarColor="primary.light"
            >
              {/* An invitation waiting for its answer lapses at its answer-by time. */}
              {attendee.status === 'invited' && <AnswerBy answerBy={attendee.answerBy} sx={{ display: 'flex' }} />}
              {coachingLinks && (
                <Link
                  component={RouterLink}
                  to={`/users/${attendee.id}`}
                  variant="caption"
                  aria-label={t(K.coachingHistoryOf, { name: attendee.name })}
                >
                  {t(K.coachingHistory)}
                </Link>
              )}
              {coachingLinks && <AttendeeCoachingHistory userId={attendee.id} name={attendee.name} />}
            </PersonLine>
            <InviteStatusChip status={attendee.status} />
            {manager && (
              <Tooltip title={t(K.removeInvitation)}>
                <IconButton
                  size="small"
                  aria-label={t(K.removeInvitationOf, { name: attendee.name })}
                  onClick={() => onRemove(attendee)}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** A manager's collapsed line of the declined invites, opened on demand. */
function DeclinedLine({
  attendees,
  viewerId,
  onRemove,
}: {
  attendees: Attendee[];
  viewerId: number;
  onRemove(attendee: Attendee): void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
        sx={{ color: 'text.secondary', textTransform: 'none', px: 0.5 }}
      >
        {t(K.declinedCount, { count: attendees.length })}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={listId}>
          <AttendeeList label={t(K.declined)} attendees={attendees} manager viewerId={viewerId} onRemove={onRemove} hideLabel />
        </Box>
      </Collapse>
    </Box>
  );
}

/** The calls a removed role-player leaves without a role-player, in a sentence ('' when none). */
function callsLosingRoleplayer(name: string, callTimes: readonly string[], done: boolean): string {
  if (callTimes.length === 0) return '';
  const language = currentLanguage();
  const times =
    language === 'en-CA' ? nameList(callTimes) : new Intl.ListFormat(language, { type: 'conjunction' }).format(callTimes);
  return t(done ? K.callsLost : K.callsLeft, { name, count: callTimes.length, times });
}

function RemoveInviteDialog({ shift, attendee, onClose }: { shift: Shift; attendee: Attendee | null; onClose(): void }) {
  const remove = useDeleteInvite(shift.type, shift.id);
  const queryClient = useQueryClient();
  const { push } = useMessages();
  const [shown, setShown] = useState(attendee);
  if (attendee && attendee !== shown) setShown(attendee);
  // The calls the person plays in (as the call blocks read them): removing them leaves those calls without a role-player.
  const calls = shift.type === 'roleplay' ? queryClient.getQueryData<ShiftCalls>(shiftsKeys.calls(shift.id)) : undefined;
  const callTimes =
    shown && calls
      ? calls.blocks
          .filter((block) => block.calls.some((call) => call.callSlots.some((slot) => slot.userId === shown.id)))
          .map((block) => formatTime(block.startTime))
      : [];
  return (
    <ConfirmDialog
      open={attendee !== null}
      title={t(K.removeTitle)}
      message={
        !shown
          ? ''
          : shown.status === 'rejected'
            ? t(K.removeDeclined, { name: shown.name })
            : shown.status === 'expired'
              ? t(K.removeExpired, { name: shown.name })
              : [t(K.removeTakenOff, { name: shown.name }), callsLosingRoleplayer(shown.name, callTimes, false)]
                  .filter(Boolean)
                  .join(' ')
      }
      confirmLabel={t(K.remove)}
      destructive
      busy={remove.isPending}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      onConfirm={() => {
        if (!shown) return;
        remove.mutate(shown.inviteId, {
          onSuccess: () => {
            push(
              [t(K.invitationRemoved), callsLosingRoleplayer(shown.name, callTimes, true)].filter(Boolean).join(' '),
              'success',
            );
            onClose();
          },
          onError: (err) => push(screenErrorText(err, t(K.errorDeletingInvitation))),
        });
      }}
    />
  );
}
