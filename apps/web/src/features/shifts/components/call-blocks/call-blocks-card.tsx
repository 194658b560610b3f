import { can, type Shift } from '@app/shared';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ViewTimelineOutlinedIcon from '@mui/icons-material/ViewTimelineOutlined';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConflictAlert, isConflict } from '../../../../components/conflict-alert';
import { useMessages } from '../../../../components/messages';
import { useCurrentUser } from '../../../../lib/auth';
import { screenErrorText } from '../../../../lib/i18n/error-text';
import { t } from '../../../../lib/i18n/i18n';
import { useShiftCalls } from '../../api/get-shift-calls';
import { shiftsKeys } from '../../api/keys';
import { CALL_TEXTS as C, SHIFT_PAGE_TEXTS as P } from '../../page-messages';
import { AddBlockMenu } from './add-block-menu';
import { FOCUS_RING } from './call-parts';
import { type CallDay, CallDayProvider } from './day-context';
import { ManagedBlock } from './managed-block';
import { ReadOnlyBlocks } from './read-only-blocks';

/**
 * The call blocks of a roleplay shift page. Managers build the day (blocks, calls, role-players per
 * scenario, participants and their notes, meeting links, reminders); the other staff on the shift
 * read it, with a Join meeting button on their own calls.
 */
export function CallBlocksCard({ shift }: { shift: Shift }) {
  const headingId = useId();
  const user = useCurrentUser();
  const calls = useShiftCalls(shift.id);
  const { push } = useMessages();
  const [conflict, setConflict] = useState<unknown>(null);
  const canCoach = can({ roles: user.roleList }, 'coaching.form');
  const day = calls.data;
  useRereadOnShiftChange(shift);

  const context: CallDay | null = day
    ? {
        shiftId: shift.id,
        day,
        groupSession: shift.details.isGroupSession,
        usesCalendar: shift.details.useGoogleCalendar,
        canCoach,
        fail: (err, text) => {
          if (isConflict(err)) setConflict(err);
          else push(text, 'warning');
        },
      }
    : null;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, ...FOCUS_RING }}
      data-testid="call-blocks"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <ViewTimelineOutlinedIcon color="action" />
        {/* The title keeps a line's room of its own on a phone: the buttons go under it rather than squeeze it to a word a line. */}
        <Box sx={{ flex: '1 1 12rem' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t(C.callBlocks)}
          </Typography>
          {day && (
            <Typography variant="body2" color="text.secondary">
              {t(C.perCall, { minutes: day.callLength, count: day.scenarios.length })}
            </Typography>
          )}
        </Box>
        {context?.day.permissions.manage && context.day.roomLocked && (
          <Tooltip title={t(C.roomLocked)}>
            <Chip
              icon={<LockOutlinedIcon />}
              label={t(C.roomLockedChip)}
              size="small"
              variant="outlined"
              data-testid="blocks-room-locked"
            />
          </Tooltip>
        )}
        {day?.permissions.viewResults && (
          // The course's Results page, for those the server lets read it (managers, the course's coaches).
          <Button
            component={RouterLink}
            to={`/courses/${shift.course.id}/results`}
            size="small"
            startIcon={<InsightsOutlinedIcon />}
            sx={{ minHeight: { xs: 44, sm: 30 } }}
          >
            {t(C.courseResults)}
          </Button>
        )}
        {context?.day.permissions.manage && (
          <CallDayProvider value={context}>
            <AddBlockMenu />
          </CallDayProvider>
        )}
      </Stack>

      <ConflictAlert
        mutation={{ error: conflict, reset: () => setConflict(null) }}
        onReload={() => void calls.refetch()}
        sx={{ mb: 2 }}
      />

      {calls.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t(C.loading)} />
        </Box>
      ) : calls.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void calls.refetch()}>
              {t(P.tryAgain)}
            </Button>
          }
        >
          {screenErrorText(calls.error, t(P.couldNotRetrieveData))}
        </Alert>
      ) : context && context.day.blocks.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-blocks">
          {context.day.permissions.manage ? t(C.noBlocksManager) : t(C.noBlocks)}
        </Typography>
      ) : context?.day.permissions.manage ? (
        <CallDayProvider value={context}>
          <Stack spacing={3}>
            {context.day.blocks.map((block) => (
              <ManagedBlock key={block.blockNumber} block={block} />
            ))}
          </Stack>
        </CallDayProvider>
      ) : context ? (
        <ReadOnlyBlocks day={context.day} viewerId={user.id} canCoach={canCoach} />
      ) : null}
    </Paper>
  );
}

/**
 * Reads the day again whenever the shift changes (a room booked, an invite answered or removed): its
 * room, links and menus follow the shift. The shift keeps its identity while nothing in it changes.
 */
function useRereadOnShiftChange(shift: Shift) {
  const queryClient = useQueryClient();
  const seen = useRef(shift);
  useEffect(() => {
    if (seen.current === shift) return;
    seen.current = shift;
    void queryClient.invalidateQueries({ queryKey: shiftsKeys.calls(shift.id) });
  }, [shift, queryClient]);
}
