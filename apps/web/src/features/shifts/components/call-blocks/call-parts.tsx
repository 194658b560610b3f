import type { Call, CallBlock, ShiftCalls, SlotUser } from '@app/shared';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ScrollTable, stickyFirstColumn } from '../../../../components/scroll-table';
import { t } from '../../../../lib/i18n/i18n';
import { CALL_TEXTS as C } from '../../page-messages';
import { blockLabel, blockTimeRange } from './block-times';

/** A clear ring on the button or link the keyboard is on (MUI's own focus ripple is faint). */
export const FOCUS_RING = {
  '& .MuiButtonBase-root.Mui-focusVisible, & a:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;

/** A block: its name and time range (with the manager's actions at the end of the line), then its calls. */
export function BlockSection({
  block,
  callLength,
  actions,
  children,
}: {
  block: CallBlock;
  callLength: number;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const label = blockLabel(block.blockNumber);
  return (
    <Box component="section" aria-label={label} data-testid="call-block">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="block-time">
          {blockTimeRange(block.startTime, callLength)}
        </Typography>
        {actions && (
          <>
            <Box sx={{ flex: 1 }} />
            {actions}
          </>
        )}
      </Stack>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/**
 * A call's table: a column per Scenario component (with its length), a first row of the role-player
 * of each scenario (drawn by `roleplayerCell`), then the participant rows given as children. On a
 * narrow screen it scrolls inside its own box, saying so, with the participant's column kept in view.
 */
export function CallTable({
  day,
  call,
  name,
  roleplayerCell,
  children,
}: {
  day: ShiftCalls;
  call: Call;
  name: string;
  roleplayerCell(scenario: ShiftCalls['scenarios'][number], player: SlotUser | null): ReactNode;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={t(C.slotsOf, { name })}>
      <Table
        size="small"
        aria-label={t(C.slotsOf, { name })}
        sx={[{ '& td, & th': { verticalAlign: 'top' } }, stickyFirstColumn]}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: { xs: 120, sm: 180 }, maxWidth: { xs: 140, sm: 'none' } }}>{t(C.participant)}</TableCell>
            {day.scenarios.map((scenario) => (
              <TableCell key={scenario.id} sx={{ minWidth: 150 }}>
                {scenario.content}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t(C.minutes, { minutes: scenario.duration })}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>
              <Typography variant="body2" color="text.secondary">
                {t(C.rolePlayers)}
              </Typography>
            </TableCell>
            {day.scenarios.map((scenario) => (
              <TableCell key={scenario.id} data-testid="roleplayer-cell">
                {roleplayerCell(scenario, call.callSlots.find((s) => s.scenarioComponentId === scenario.id)?.user ?? null)}
              </TableCell>
            ))}
          </TableRow>
          {children}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
