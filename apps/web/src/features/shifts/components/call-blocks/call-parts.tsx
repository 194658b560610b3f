import type { Call, CallBlock, ShiftCalls, SlotUser } from '@app/shared';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { blockLabel, blockTimeRange } from './block-times';

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
 * of each scenario (drawn by `roleplayerCell`), then the participant rows given as children.
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
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Slots of ${name}`} sx={{ '& td, & th': { verticalAlign: 'top' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 180 }}>Participant</TableCell>
            {day.scenarios.map((scenario) => (
              <TableCell key={scenario.id} sx={{ minWidth: 150 }}>
                {scenario.content}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {scenario.duration} min
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>
              <Typography variant="body2" color="text.secondary">
                Role-players
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
    </TableContainer>
  );
}
