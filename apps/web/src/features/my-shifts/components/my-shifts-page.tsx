import { type CalendarShift, can, inviteActions, type MyBackfillOffer } from '@app/shared';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ChecklistIcon from '@mui/icons-material/Checklist';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AnswerBy } from '../../../components/answer-by';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isConflict } from '../../../components/conflict-alert';
import { formatDateTimeRange, formatTimeRange, sameDayInZone } from '../../../components/date-time';
import { useInviteRequests } from '../../../components/invites/invite-action-buttons';
import { JoinButton } from '../../../components/join-button';
import { useMessages } from '../../../components/messages';
import { OfflineBanner } from '../../../components/offline-banner';
import { TimeZoneCaption } from '../../../components/time-zone-caption';
import { useCurrentUser } from '../../../lib/auth';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/online';
import { useKeptView } from '../../../lib/use-kept-view';
import { useBackfillOffers } from '../api/get-backfill-offers';
import { useDayCalls } from '../api/get-day-calls';
import { useMyShifts } from '../api/get-my-shifts';
import { useTakeBackfillPlace } from '../api/take-backfill-place';
import { MY_SHIFTS_TEXTS as M } from '../messages';
import {
  callsOfDay,
  myShiftsLists,
  myShiftsRange,
  shiftPath,
  type TodayCall,
  type WaitingForm,
  waitingForms,
} from './my-shifts-items';

/** The page title's id: where focus goes when the focused card leaves its list. */
const TITLE_ID = 'my-shifts-title';
/** Longer than a dialog's closing transition (MUI's 225 ms), which hands focus back at its end. */
const FOCUS_AFTER_MS = 400;

/** What a person reads when an invite request succeeds or fails (in their language). */
interface InviteActionTexts {
  success: string;
  failure: string;
}

/** Names in a sentence, as the person's language joins them ('Ana and Bo', 'Ana et Bo'). */
const joinNames = (names: readonly string[]) =>
  new Intl.ListFormat(currentLanguage(), { style: 'long', type: 'conjunction' }).format(names);

/** A finger's width on a phone; the theme's size on a desk. */
const TOUCH = { minHeight: { xs: 44, sm: 36 } } as const;
/** A visible ring on whatever the keyboard reaches inside a section. */
const FOCUS_RING = {
  '& .MuiButtonBase-root.Mui-focusVisible, & a:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;

/**
 * '/my-shifts': the first page of a role-player, coach or coordinator on a phone. Today's calls with
 * their Join buttons, the invitations waiting for an answer (Accept at once, Decline after asking),
 * the shifts offered to them (Take), their next shifts and the forms today's calls leave them.
 */
export function MyShiftsPage() {
  const user = useCurrentUser();
  const [range] = useState(() => myShiftsRange(new Date()));
  const feed = useMyShifts(range.start, range.end);
  const placeOffers = useBackfillOffers();
  const places = useMemo(
    () => (placeOffers.data?.offers ?? []).filter((offer) => new Date(offer.begins).getTime() > Date.now()),
    [placeOffers.data],
  );
  const lists = useMemo(
    () => (feed.data ? myShiftsLists(feed.data, new Date(), (moment) => sameDayInZone(moment, new Date())) : null),
    [feed.data],
  );
  const days = useDayCalls(lists?.todayRoleplayIds ?? []);
  const todayCalls = useMemo(() => {
    if (!lists) return [];
    return lists.todayRoleplayIds.flatMap((id, i) => {
      const day = days[i]?.data;
      const shift = lists.next.find((s) => s.id === id);
      return day && shift ? callsOfDay(shift, day, user.id) : [];
    });
  }, [lists, days, user.id]);
  const callsLoading = days.some((day) => day.isPending);
  const forms = waitingForms(todayCalls, can({ roles: user.roleList }, 'coaching.form'));
  // Drawn with its data (or its error): kept on the device for the next visit's first paint.
  useKeptView(feed.isError || (lists !== null && !callsLoading));

  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto', minWidth: 0 }}>
      <Box>
        <Typography id={TITLE_ID} variant="h5" component="h1" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
          {t(M.title)}
        </Typography>
        <TimeZoneCaption />
      </Box>
      {/* Offline: the schedule kept on the device (lib/offline-cache.ts), and answering is off. */}
      <OfflineBanner updatedAt={feed.dataUpdatedAt} />
      {feed.isError && <Alert severity="error">{t(M.loadFailed)}</Alert>}
      {feed.isPending && (
        <Stack spacing={1} aria-hidden>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      )}
      {lists && (
        <>
          {lists.todayRoleplayIds.length > 0 && (
            <Section title={t(M.todaysCalls)} testId="today-calls">
              {callsLoading ? (
                <CircularProgress size={24} aria-label={t(M.loadingTodaysCalls)} />
              ) : todayCalls.length === 0 ? (
                <Empty>{t(M.noCallsToday)}</Empty>
              ) : (
                <Stack spacing={1}>
                  {todayCalls.map((call) => (
                    <CallCard key={call.callId} call={call} />
                  ))}
                </Stack>
              )}
            </Section>
          )}
          <Section title={t(M.waitingForAnswer)} testId="my-invites" count={lists.invites.length}>
            {lists.invites.length === 0 ? (
              <Empty>{t(M.noInvites)}</Empty>
            ) : (
              <Stack spacing={1}>
                {lists.invites.map((shift) => (
                  <InviteCard key={shift.id} shift={shift} />
                ))}
              </Stack>
            )}
          </Section>
          {(lists.offers.length > 0 || places.length > 0 || placeOffers.isError) && (
            <Section title={t(M.openShifts)} testId="open-shifts" count={lists.offers.length + places.length}>
              <Stack spacing={1}>
                {/* Places a short shift offers (backfill) and shifts others give away, by start. */}
                {[
                  ...places.map((offer) => ({
                    begins: offer.begins,
                    card: <PlaceCard key={`place-${offer.placeId}`} offer={offer} />,
                  })),
                  ...lists.offers.map((shift) => ({ begins: shift.begins, card: <OfferCard key={shift.id} shift={shift} /> })),
                ]
                  .sort((a, b) => (a.begins < b.begins ? -1 : a.begins > b.begins ? 1 : 0))
                  .map((item) => item.card)}
                {placeOffers.isError && <Alert severity="error">{t(M.placesFailed)}</Alert>}
              </Stack>
            </Section>
          )}
          <Section title={t(M.nextShifts)} testId="next-shifts">
            {lists.next.length === 0 ? (
              <Empty>{t(M.noNextShifts)}</Empty>
            ) : (
              <Stack spacing={1}>
                {lists.next.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift}>
                    {shift.myStatus === 'swap_requested' && <Chip size="small" label={t(M.offeredToOthers)} variant="outlined" />}
                  </ShiftCard>
                ))}
              </Stack>
            )}
          </Section>
          {forms.length > 0 && (
            <Section title={t(M.waitingForYou)} testId="my-forms" count={forms.length}>
              <FormList forms={forms} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}

function Section({ title, testId, count, children }: { title: string; testId: string; count?: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, ...FOCUS_RING }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
        {count ? ` (${count})` : ''}
      </Typography>
      {children}
    </Paper>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A shift's when, what and for whom, with a link to its page; `actions` go under it. */
function ShiftCard({ shift, children, actions }: { shift: CalendarShift; children?: ReactNode; actions?: ReactNode }) {
  const when = formatDateTimeRange(shift.begins, shift.ends);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t(M.shiftLabel, { type: shift.type, courseName: shift.courseName, when })}
      data-testid="my-shift"
      sx={{ p: 1.5, minWidth: 0 }}
    >
      <Typography variant="subtitle2" component="p">
        {when}
      </Typography>
      <Link
        component={RouterLink}
        to={shiftPath(shift)}
        variant="body1"
        sx={{
          fontWeight: 500,
          overflowWrap: 'anywhere',
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: { xs: 44, sm: 32 },
        }}
      >
        {shift.courseName}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t(M.shiftType, { type: shift.type })} · {shift.clientName}
        {shift.cohortName ? ` · ${shift.cohortName}` : ''}
      </Typography>
      {children && <Box sx={{ mt: 0.5 }}>{children}</Box>}
      {actions && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Runs one invite request and says how it went: the success text; the server's words when somebody
 * else changed the shift first; the spec's text for any other failure.
 */
function useRun() {
  const { push } = useMessages();
  return (action: Promise<unknown>, texts: InviteActionTexts, after?: () => void) =>
    action
      .then(() => push(texts.success, 'success'))
      .catch((err) =>
        (isConflict(err) ? localErrorText(err, texts.failure) : Promise.resolve(texts.failure)).then((text) => push(text)),
      )
      .finally(() => {
        after?.();
        keepFocus();
      });
}

/**
 * An answered card leaves its list, and the keyboard's place with it: once the page has drawn the
 * change (and a closing question has handed focus back), focus that fell to the document goes to the
 * page's title, so Tab goes on from the top.
 */
function keepFocus() {
  setTimeout(() => {
    // The page may be gone by then (a test's document torn down): nothing to focus.
    if (typeof document === 'undefined') return;
    if (document.activeElement === document.body || document.activeElement === null) document.getElementById(TITLE_ID)?.focus();
  }, FOCUS_AFTER_MS);
}

/** An invitation: Accept at once, Decline after the same question the calendar asks. */
function InviteCard({ shift }: { shift: CalendarShift }) {
  const { accept, reject, busy } = useInviteRequests();
  const online = useOnline();
  const run = useRun();
  const [confirming, setConfirming] = useState(false);
  const inviteId = shift.myInviteId as number;
  const allowed = inviteActions('invited', { ended: false });
  return (
    <ShiftCard
      shift={shift}
      actions={
        <>
          {allowed.includes('accept') && (
            <Button
              variant="contained"
              color="success"
              disabled={busy || !online}
              startIcon={accept.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() => run(accept.mutateAsync(inviteId), { success: t(M.accepted), failure: t(M.acceptFailed) })}
              sx={TOUCH}
            >
              {t(M.accept)}
            </Button>
          )}
          {allowed.includes('reject') && (
            <Button variant="outlined" color="error" disabled={busy || !online} onClick={() => setConfirming(true)} sx={TOUCH}>
              {t(M.decline)}
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            title={t(M.declineTitle)}
            message={t(M.declineBody)}
            confirmLabel={t(M.decline)}
            destructive
            busy={reject.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              run(reject.mutateAsync(inviteId), { success: t(M.declined), failure: t(M.declineFailed) }, () =>
                setConfirming(false),
              )
            }
          />
        </>
      }
    >
      {/* When the invitation lapses: highlighted once it is due within a day. */}
      {shift.answerBy && <AnswerBy answerBy={shift.answerBy} />}
    </ShiftCard>
  );
}

/** A shift somebody gave away: Take it in one tap (the first to take it wins). */
function OfferCard({ shift }: { shift: CalendarShift }) {
  const { take, busy } = useInviteRequests();
  const online = useOnline();
  const run = useRun();
  const swapInviteId = shift.swapInviteId as number;
  return (
    <ShiftCard
      shift={shift}
      actions={
        <Button
          variant="contained"
          disabled={busy || !online}
          startIcon={take.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => run(take.mutateAsync(swapInviteId), { success: t(M.taken), failure: t(M.takeFailed) })}
          sx={TOUCH}
        >
          {t(M.take)}
        </Button>
      }
    />
  );
}

/**
 * A place of a shift short of people, offered to the viewer among a few (backfill): Take it in one
 * tap; the first to take it wins it, and the others are told somebody took it first.
 */
function PlaceCard({ offer }: { offer: MyBackfillOffer }) {
  const take = useTakeBackfillPlace();
  const { push } = useMessages();
  const when = formatDateTimeRange(offer.begins, offer.ends);
  const onTake = () =>
    take
      .mutateAsync(offer.placeId)
      .then(() => push(t(M.placeTaken), 'success'))
      .catch((err) => localErrorText(err, t(M.takeFailed)).then((text) => push(text)))
      .finally(keepFocus);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t(M.placeLabel, { role: offer.role, courseName: offer.courseName, when })}
      data-testid="offered-place"
      sx={{ p: 1.5, minWidth: 0 }}
    >
      <Typography variant="subtitle2" component="p">
        {when}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {offer.courseName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t(M.placeNeeded, { role: offer.role, clientName: offer.clientName })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          disabled={take.isPending}
          startIcon={take.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => void onTake()}
          sx={TOUCH}
        >
          {t(M.take)}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t(M.firstToTake)}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** One of today's calls: its time, what the viewer plays, who is in it, and Join. */
function CallCard({ call }: { call: TodayCall }) {
  const time = formatTimeRange(call.start, new Date(new Date(call.start).getTime() + call.minutes * 60_000));
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t(M.callLabel, { time, courseName: call.shift.courseName })}
      data-testid="today-call"
      sx={{ p: 1.5, minWidth: 0, borderColor: 'primary.main', borderLeftWidth: 4 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h6" component="h3">
          {time}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {call.name}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {call.shift.courseName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {call.plays.length > 0
          ? t(M.youPlay, { scenarios: joinNames(call.plays) })
          : call.roleplayers.length > 0
            ? t(M.rolePlayers, { names: call.roleplayers.map((rp) => rp.name).join(', ') })
            : t(M.noRolePlayer)}
        {` · ${t(M.participants, { count: call.participantCount })}`}
      </Typography>
      {call.joinUrl ? (
        <JoinButton url={call.joinUrl} start={call.start} minutes={call.minutes} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {call.room?.roomType === 'phone'
            ? call.room.localNumber
              ? t(M.phoneRoomNumber, { number: call.room.localNumber })
              : t(M.phoneRoom)
            : t(M.noMeetingLink)}
        </Typography>
      )}
    </Paper>
  );
}

function FormList({ forms }: { forms: WaitingForm[] }) {
  return (
    <List disablePadding aria-label={t(M.formsToFill)}>
      {forms.map((form) => (
        <ListItem key={form.key} disableGutters sx={{ py: 0.25 }}>
          <Button
            component={RouterLink}
            to={form.path}
            startIcon={form.kind === 'skills' ? <ChecklistIcon /> : <AssignmentOutlinedIcon />}
            sx={{ ...TOUCH, justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', minWidth: 0 }}
          >
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {form.label}
              </Box>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {form.detail}
              </Typography>
            </Box>
          </Button>
        </ListItem>
      ))}
    </List>
  );
}
