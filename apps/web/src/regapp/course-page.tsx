import type { CourseLanguage } from '@app/shared/constants';
import type { RegappBooking, RegappCourse, RegappTime, RegappWaitlistEntry } from '@app/shared/contracts/regapp';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
// As the back office's entry: the system's ThemeProvider, without the CSS-variables provider.
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { theme } from '../app/theme';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useBookTime } from './api/book-time';
import { useCancelBooking } from './api/cancel-booking';
import { useClaimOffer } from './api/claim-offer';
import { RegappError } from './api/client';
import { useRegappCourse } from './api/get-course';
import { useJoinWaitlist } from './api/join-waitlist';
import { useLeaveWaitlist } from './api/leave-waitlist';
import { useMoveBooking } from './api/move-booking';
import { type Texts, useCourseTexts } from './course-texts';
import { buttonSx, Section } from './section';
import { fill } from './texts';
import { TimesList } from './times-list';
import { deadlineBefore, momentOf, whenOf, type Zones, zonesOf } from './when';

export interface CoursePageProps {
  courseKey: string;
  /** The waiting entry an offer e-mail's link names (`?offer=`), if any. */
  offerId: number | null;
  onLanguage(language: CourseLanguage): void;
  onSignOut(): void;
}

/**
 * /register/{key} signed in: the course, the participant's calls and waiting places, and the open times.
 * Its own chunk with MUI and the theme: the e-mail page before it is drawn without them (regapp.css,
 * whose base rules are CssBaseline's).
 */
export default function CoursePage(props: CoursePageProps) {
  // One cache per signed-in visit: signing out and in again starts afresh.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <CourseScreen {...props} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function CourseScreen({ courseKey, offerId, onLanguage, onSignOut }: CoursePageProps) {
  const { t } = useCourseTexts();
  const course = useRegappCourse(courseKey);
  const language = course.data?.course.language;
  useEffect(() => {
    if (language) onLanguage(language);
  }, [language, onLanguage]);

  if (course.data)
    return <Course key={courseKey} courseKey={courseKey} data={course.data} offerId={offerId} onSignOut={onSignOut} />;
  if (course.isPending) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 6 }} role="status">
        <CircularProgress aria-hidden />
        <Typography>{t.loading}</Typography>
      </Box>
    );
  }
  const notFound = course.error instanceof RegappError && (course.error.status === 404 || course.error.status === 403);
  return (
    <Paper sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t.pageTitle}
      </Typography>
      <Alert severity={notFound ? 'warning' : 'error'} role="alert">
        {notFound ? t.courseNotFound : t.loadFailed}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!notFound && (
          <Button variant="contained" sx={buttonSx} onClick={() => void course.refetch()}>
            {t.retry}
          </Button>
        )}
        <Button variant="outlined" sx={buttonSx} onClick={onSignOut}>
          {t.signOut}
        </Button>
      </Box>
    </Paper>
  );
}

interface Notice {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
  /** A time that filled up under the participant: the notice offers its waiting list. */
  waitFor?: RegappTime;
}

/** The sentence for a refusal: the app's own for what it knows, else the server's text (it names the coordinator). */
function refusal(error: unknown, t: Texts): string {
  if (error instanceof RegappError) {
    if (error.code === 'regapp_time_full') return t.fullNow;
    if (error.code === 'regapp_booking_limit') return t.limitReached;
    if (error.code === 'regapp_offer_lapsed') return t.offerGone;
    if (error.message) return error.message;
  }
  return t.failed;
}

const sameTime = (a: { shiftId: number; blockNumber: number }, b: { shiftId: number; blockNumber: number }) =>
  a.shiftId === b.shiftId && a.blockNumber === b.blockNumber;

function Course({
  courseKey,
  data,
  offerId,
  onSignOut,
}: {
  courseKey: string;
  data: RegappCourse;
  offerId: number | null;
  onSignOut(): void;
}) {
  const { t, language } = useCourseTexts();
  const zones = zonesOf(data.participant.timeZone, data.businessTimeZone, language);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [moving, setMoving] = useState<RegappBooking | null>(null);
  const [cancelling, setCancelling] = useState<RegappBooking | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const book = useBookTime(courseKey);
  const move = useMoveBooking(courseKey);
  const cancel = useCancelBooking(courseKey);
  const join = useJoinWaitlist(courseKey);
  const leave = useLeaveWaitlist(courseKey);
  const claim = useClaimOffer(courseKey);
  const busy = book.isPending || move.isPending || cancel.isPending || join.isPending || leave.isPending || claim.isPending;

  useEffect(() => {
    document.title = `${data.course.name} · ${t.pageTitle}`;
  }, [data.course.name, t.pageTitle]);

  // Each answer is told at the top of the page, and focus goes there so a screen reader and a
  // phone scrolled down to the list both reach it.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const timeOf = (choice: { shiftId: number; blockNumber: number }) => data.times.find((time) => sameTime(time, choice));
  const now = Date.now();
  const offers = data.waiting.filter((entry) => entry.offeredUntil && Date.parse(entry.offeredUntil) > now);

  // An offer link whose offer is no longer open says so, once.
  const offerChecked = useRef(false);
  useEffect(() => {
    if (offerChecked.current || offerId === null) return;
    offerChecked.current = true;
    if (!offers.some((entry) => entry.id === offerId)) setNotice({ severity: 'info', text: t.offerGone });
  }, [offerId, offers, t.offerGone]);

  const failed = (error: unknown, time?: RegappTime) =>
    setNotice({
      severity: 'error',
      text: refusal(error, t),
      waitFor: error instanceof RegappError && error.code === 'regapp_time_full' ? time : undefined,
    });

  const choose = (time: RegappTime) => {
    const choice = { shiftId: time.shiftId, blockNumber: time.blockNumber };
    if (moving) {
      move.mutate(
        { id: moving.id, to: choice },
        {
          onSuccess: () => {
            setMoving(null);
            setNotice({ severity: 'success', text: t.doneMoved });
          },
          onError: (error) => {
            if (error instanceof RegappError && error.code === 'regapp_change_closed') setMoving(null);
            failed(error);
          },
        },
      );
    } else {
      book.mutate(choice, {
        onSuccess: () => setNotice({ severity: 'success', text: t.doneBooked }),
        onError: (error) => failed(error, time),
      });
    }
  };

  const wait = (time: RegappTime) =>
    join.mutate(
      { shiftId: time.shiftId, blockNumber: time.blockNumber },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t.doneJoined }),
        onError: (error) => failed(error),
      },
    );

  const startMoving = (booking: RegappBooking) => {
    setNotice(null);
    setMoving(booking);
    timesHeading.current?.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {data.course.name}
          </Typography>
          <Typography color="text.secondary">{data.course.clientName}</Typography>
        </Box>
        <Button variant="outlined" sx={{ ...buttonSx, flexShrink: 0 }} onClick={onSignOut}>
          {t.signOut}
        </Button>
      </Box>
      <Typography>{fill(t.hello, { name: data.participant.name })}</Typography>

      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          data-testid="regapp-notice"
          onClose={() => setNotice(null)}
          slotProps={{ closeButton: { title: t.close, 'aria-label': t.close } }}
          sx={{ outlineOffset: 2 }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
            <span>{notice.text}</span>
            {notice.waitFor && (
              <Button
                variant="contained"
                color="primary"
                sx={buttonSx}
                disabled={busy}
                onClick={() => notice.waitFor && wait(notice.waitFor)}
              >
                {t.joinWaitlist}
              </Button>
            )}
          </Box>
        </Alert>
      )}

      {offers.map((entry) => (
        <OfferCard
          key={entry.id}
          entry={entry}
          time={timeOf(entry)}
          zones={zones}
          busy={busy}
          onClaim={() =>
            claim.mutate(entry.id, {
              onSuccess: () => {
                const clean = new URL(window.location.href);
                clean.searchParams.delete('offer');
                window.history.replaceState(null, '', `${clean.pathname}${clean.search}`);
                setNotice({ severity: 'success', text: t.doneClaimed });
              },
              onError: (error) => failed(error),
            })
          }
        />
      ))}

      <Section title={t.yourBookings} testId="regapp-bookings">
        {data.bookings.length === 0 ? (
          <Typography>{t.noBooking}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {data.bookings.map((booking) => (
              <BookingItem
                key={booking.id}
                booking={booking}
                data={data}
                zones={zones}
                busy={busy}
                moving={moving?.id === booking.id}
                onMove={() => (moving?.id === booking.id ? setMoving(null) : startMoving(booking))}
                onCancel={() => setCancelling(booking)}
              />
            ))}
          </Box>
        )}
      </Section>

      {data.waiting.length > 0 && (
        <Section title={t.waitingTitle} testId="regapp-waiting">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {data.waiting.map((entry) => {
              const time = timeOf(entry);
              return (
                <Box
                  component="li"
                  key={entry.id}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                    {time && <Typography sx={{ fontWeight: 500 }}>{whenOf(time.startTime, time.endTime, zones)}</Typography>}
                    <Typography color="text.secondary">{fill(t.position, { position: entry.position })}</Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    sx={buttonSx}
                    disabled={busy}
                    onClick={() =>
                      leave.mutate(entry.id, {
                        onSuccess: () => setNotice({ severity: 'success', text: t.doneLeft }),
                        onError: (error) => failed(error),
                      })
                    }
                  >
                    {t.leave}
                  </Button>
                </Box>
              );
            })}
          </Box>
        </Section>
      )}

      <TimesList
        data={data}
        zones={zones}
        moving={moving}
        busy={busy}
        headingRef={timesHeading}
        onChoose={choose}
        onWait={wait}
        onStopMoving={() => setMoving(null)}
      />

      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelTitle}
        message={cancelling ? fill(t.cancelBody, { when: whenOf(cancelling.startTime, cancelling.endTime, zones) }) : ''}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelKeep}
        destructive
        busy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          const id = cancelling.id;
          cancel.mutate(id, {
            onSuccess: () => {
              if (moving?.id === id) setMoving(null);
              setNotice({ severity: 'success', text: t.doneCancelled });
            },
            onError: (error) => failed(error),
            onSettled: () => setCancelling(null),
          });
        }}
      />
    </Box>
  );
}

function BookingItem({
  booking,
  data,
  zones,
  busy,
  moving,
  onMove,
  onCancel,
}: {
  booking: RegappBooking;
  data: RegappCourse;
  zones: Zones;
  busy: boolean;
  moving: boolean;
  onMove(): void;
  onCancel(): void;
}) {
  const { t } = useCourseTexts();
  const reasonId = useId();
  const when = whenOf(booking.startTime, booking.endTime, zones);
  const moveBy = deadlineBefore(booking.startTime, data.changeTimeout, data.businessTimeZone);
  const cancelBy = deadlineBefore(booking.startTime, data.cancelTimeout, data.businessTimeZone);
  // Open or closed as the server says (its answer carries the rule); the date is until when, or since when.
  const deadlineText = (open: boolean, by: Date, openText: string, closedText: string) =>
    fill(open ? openText : closedText, { date: momentOf(by, zones) });
  const started = booking.moveClosedReason === 'call_started' || booking.cancelClosedReason === 'call_started';
  const closed = !booking.canMove || !booking.canCancel;
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="regapp-booking">
      <Typography sx={{ fontWeight: 500 }}>{when}</Typography>
      <Typography variant="body2" color="text.secondary" id={reasonId} data-testid="regapp-booking-rules">
        {started ? (
          t.callStarted
        ) : (
          <>
            {deadlineText(booking.canMove, moveBy, t.moveUntil, t.moveClosed)}
            <br />
            {deadlineText(booking.canCancel, cancelBy, t.cancelUntil, t.cancelClosed)}
          </>
        )}
        {closed && (
          <>
            <br />
            {fill(t.changeContact, { contact: booking.contact ?? t.contactFallback })}
          </>
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant={moving ? 'contained' : 'outlined'}
          sx={{ ...buttonSx, flex: { xs: 1, sm: 'none' } }}
          disabled={busy || !booking.canMove}
          onClick={onMove}
          aria-pressed={moving}
          aria-describedby={booking.canMove ? undefined : reasonId}
        >
          {moving ? t.keepTime : t.move}
        </Button>
        <Button
          variant="outlined"
          color="error"
          sx={{ ...buttonSx, flex: { xs: 1, sm: 'none' } }}
          disabled={busy || !booking.canCancel}
          onClick={onCancel}
          aria-describedby={booking.canCancel ? undefined : reasonId}
        >
          {t.cancel}
        </Button>
      </Box>
    </Box>
  );
}

function OfferCard({
  entry,
  time,
  zones,
  busy,
  onClaim,
}: {
  entry: RegappWaitlistEntry;
  time: RegappTime | undefined;
  zones: Zones;
  busy: boolean;
  onClaim(): void;
}) {
  const { t } = useCourseTexts();
  return (
    <Alert severity="success" icon={false} data-testid="regapp-offer" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t.offerTitle}
        </Typography>
        {time && <Typography sx={{ fontWeight: 500 }}>{whenOf(time.startTime, time.endTime, zones)}</Typography>}
        {entry.offeredUntil && <Typography>{fill(t.offerBody, { until: momentOf(entry.offeredUntil, zones) })}</Typography>}
        <Button
          variant="contained"
          sx={{ ...buttonSx, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          disabled={busy}
          onClick={onClaim}
        >
          {t.claim}
        </Button>
      </Box>
    </Alert>
  );
}
