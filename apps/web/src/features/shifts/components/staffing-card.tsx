import type { Shift, ShiftStaffCandidate } from '@app/shared';
import { Alert, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useShiftStaff } from '../api/get-shift-staff';
import type { StaffRole } from '../api/page-keys';
import { type RoleplayShiftChanges, useUpdateRoleplayShift } from '../api/update-roleplay-shift';
import { CARD_TEXTS as K, SHIFT_PAGE_TEXTS as P } from '../page-messages';

/** The name of the shift's chosen coach or coordinator, as the shift answers it. */
function nameOf(shift: Shift, role: StaffRole): string {
  const name = role === 'coach' ? shift.details.coachName : shift.details.shiftCoordinatorName;
  return name ?? t(K.notChosen);
}

/**
 * The coach and the shift coordinator of a roleplay shift and its registration-app visibility.
 * Managers choose among the people free for the shift (a chosen person holds a place on it) and
 * switch the visibility; everybody else reads who they are.
 */
export function StaffingCard({ shift, manager, onReload }: { shift: Shift; manager: boolean; onReload(): void }) {
  const save = useUpdateRoleplayShift(shift.id);
  const { push } = useMessages();
  const change = (changes: RoleplayShiftChanges, done: string) =>
    save.mutate(
      { ...changes, updatedAt: shift.updatedAt },
      { onSuccess: () => push(t(K.staffChange, { change: done }), 'success') },
    );
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="staffing-title" data-testid="staffing">
      <Typography id="staffing-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(K.coachAndCoordinator)}
      </Typography>
      {manager ? (
        <Stack spacing={2}>
          <ConflictAlert mutation={save} onReload={onReload} />
          {save.isError && !isConflict(save.error) && (
            <Alert severity="error">{screenErrorText(save.error, t(P.couldNotUpdateShift))}</Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <StaffChooser
              shift={shift}
              staffRole="coach"
              value={shift.details.coachId}
              disabled={save.isPending}
              onChange={(id) => change({ coachId: id }, id === null ? 'coachRemoved' : 'coachChosen')}
            />
            <StaffChooser
              shift={shift}
              staffRole="sc"
              value={shift.details.shiftCoordinatorId}
              disabled={save.isPending}
              onChange={(id) => change({ shiftCoordinatorId: id }, id === null ? 'scRemoved' : 'scChosen')}
            />
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={shift.details.regAppVisibility}
                disabled={save.isPending}
                onChange={(event) =>
                  change({ regAppVisibility: event.target.checked }, event.target.checked ? 'shown' : 'hidden')
                }
              />
            }
            label={t(K.visibleInRegApp)}
          />
        </Stack>
      ) : (
        <Stack spacing={0.5}>
          <Typography data-testid="coach-name">{t(K.coachIs, { name: nameOf(shift, 'coach') })}</Typography>
          <Typography data-testid="coordinator-name">{t(K.coordinatorIs, { name: nameOf(shift, 'sc') })}</Typography>
        </Stack>
      )}
    </Paper>
  );
}

function StaffChooser({
  shift,
  staffRole: role,
  value,
  disabled,
  onChange,
}: {
  shift: Shift;
  staffRole: StaffRole;
  value: number | null;
  disabled: boolean;
  onChange(id: number | null): void;
}) {
  const choices = useShiftStaff(shift.type, shift.id, role);
  const options: ShiftStaffCandidate[] = [...(choices.data ?? [])];
  // The person chosen now stays selectable even when another shift keeps them busy.
  if (value !== null && !options.some((o) => o.id === value)) {
    options.unshift({ id: value, name: nameOf(shift, role), available: false });
  }
  const label = t(K.staffRole, { role });
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      disabled={disabled || choices.isPending}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={choices.isError}
      helperText={
        choices.isError
          ? screenErrorText(choices.error, t(K.couldNotList, { role }))
          : choices.isPending
            ? t(K.loading)
            : t(K.freeForShift, { count: choices.data?.length ?? 0 })
      }
      sx={{ minWidth: 240, flex: 1 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t(K.none)}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
          {o.available ? t(K.available) : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
