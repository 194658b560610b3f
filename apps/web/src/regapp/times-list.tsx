import type { RegappBooking, RegappCourse, RegappTime } from '@app/shared/contracts/regapp';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useCourseTexts } from './course-texts';
import { buttonSx, Section } from './section';
import { fill } from './texts';
import { businessSpanOf, groupByDay, spanOf, type Zones } from './when';

const sameTime = (a: { shiftId: number; blockNumber: number }, b: { shiftId: number; blockNumber: number }) =>
  a.shiftId === b.shiftId && a.blockNumber === b.blockNumber;

/**
 * The open times, grouped by day in the participant's zone, with the business's clock beside each
 * when it differs. One tap books a free time (or, while a call is being moved, moves it there); a
 * full time offers its waiting list.
 */
export function TimesList({
  data,
  zones,
  moving,
  busy,
  headingRef,
  onChoose,
  onWait,
  onStopMoving,
}: {
  data: RegappCourse;
  zones: Zones;
  moving: RegappBooking | null;
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose(time: RegappTime): void;
  onWait(time: RegappTime): void;
  onStopMoving(): void;
}) {
  const { t } = useCourseTexts();
  // The server says whether another time may be booked (every call of the course counts).
  const atLimit = !data.canBook;
  // At the limit with nothing left to move or cancel here, the note does not suggest either.
  const nothingToChange = data.bookings.every((booking) => !booking.canMove && !booking.canCancel);
  const days = groupByDay(data.times, zones);

  return (
    <Section title={t.times} testId="regapp-times" headingRef={headingRef}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {fill(t.zoneNote, { zone: zones.own })}
          {zones.business && ` ${fill(t.businessZoneNote, { zone: zones.business })}`}
        </Typography>
        {moving && (
          <Alert
            severity="info"
            role="status"
            action={
              <Button color="inherit" sx={buttonSx} onClick={onStopMoving}>
                {t.keepTime}
              </Button>
            }
          >
            {t.movingHint}
          </Alert>
        )}
        {!moving && atLimit && data.times.length > 0 && (
          <Alert severity="info" role="note">
            {nothingToChange ? t.limitReachedAllClosed : t.limitReached}
          </Alert>
        )}
        {days.length === 0 && <Typography>{t.noTimes}</Typography>}
        {days.map((day) => (
          <Box key={day.key} component="section" aria-label={day.label}>
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              {day.label}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {day.times.map((time) => {
                const span = spanOf(time.startTime, time.endTime, zones);
                const booked = data.bookings.some((booking) => sameTime(booking, time));
                const waiting = data.waiting.some((entry) => sameTime(entry, time));
                const full = time.freePlaces <= 0;
                let action: ReactNode = null;
                if (booked) {
                  action = <Status>{t.booked}</Status>;
                } else if (waiting) {
                  action = <Status>{t.onWaitlist}</Status>;
                } else if (moving) {
                  action = full ? null : (
                    <Button
                      variant="contained"
                      sx={buttonSx}
                      disabled={busy}
                      aria-label={`${t.moveHere} ${span}, ${day.label}`}
                      onClick={() => onChoose(time)}
                    >
                      {t.moveHere}
                    </Button>
                  );
                } else if (!atLimit) {
                  action = full ? (
                    <Button
                      variant="outlined"
                      sx={buttonSx}
                      disabled={busy}
                      aria-label={`${t.joinWaitlist} ${span}, ${day.label}`}
                      onClick={() => onWait(time)}
                    >
                      {t.joinWaitlist}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      sx={buttonSx}
                      disabled={busy}
                      aria-label={`${t.book} ${span}, ${day.label}`}
                      onClick={() => onChoose(time)}
                    >
                      {t.book}
                    </Button>
                  );
                }
                return (
                  <Box
                    component="li"
                    key={`${time.shiftId}:${time.blockNumber}`}
                    data-testid="regapp-time"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      flexWrap: 'wrap',
                      gap: 1,
                      py: 1.25,
                      borderBottom: 1,
                      borderColor: 'divider',
                      '&:last-of-type': { borderBottom: 0 },
                    }}
                  >
                    <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 500 }}>
                        {span}{' '}
                        {zones.business && (
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {businessSpanOf(time.startTime, time.endTime, zones)}
                          </Typography>
                        )}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {time.roomKind === 'phone' ? t.roomPhone : t.roomOnline} ·{' '}
                        {full ? t.full : time.freePlaces === 1 ? t.onePlace : fill(t.places, { count: time.freePlaces })}
                      </Typography>
                    </Box>
                    {action}
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function Status({ children }: { children: string }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 500, color: 'success.dark' }}>
      {children}
    </Typography>
  );
}
