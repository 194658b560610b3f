import { holdsPlace as holdsPlaceStatus, type InvitableUser, type Shift } from '@app/shared';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { fairShareText } from '../../../components/fair-share-text';
import { useMessages } from '../../../components/messages';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useInvitableUsers } from '../api/get-invitable-users';
import { useInviteUsers } from '../api/invite-users';
import type { InviteRole } from '../api/keys';
import { INVITE_PICKER_TEXTS as P } from '../dialog-messages';
import { inviteStatusText } from './invite-status-chip';

const ROLES: readonly InviteRole[] = ['rp', 'coach', 'sc', 'participant'];

/** The lists a shift's picker offers: the course's participants are placed on orientation and live shifts only. */
export function roleOptionsFor(type: Shift['type']) {
  return ROLES.filter((role) => role !== 'participant' || type !== 'roleplay').map((role) => ({
    role,
    label: t(P.roles, { role }),
  }));
}

/** An invite that still holds a place: such a person cannot be invited again. */
const holdsPlace = (user: InvitableUser) => user.inviteStatus !== null && holdsPlaceStatus(user.inviteStatus);
const selectable = (user: InvitableUser) => !user.busy && !holdsPlace(user);

/**
 * Available first, then those who can still be picked, then the qualified. Within each group the
 * server's order stays: fewest hours first (fair shares), or by name where there are none (participants).
 */
export function sortInvitable(users: readonly InvitableUser[]): InvitableUser[] {
  const rank = (u: InvitableUser) => (u.available ? 0 : 4) + (selectable(u) ? 0 : 2) + (u.qualified ? 0 : 1);
  return [...users].sort((a, b) => rank(a) - rank(b));
}

/** The manager's invite picker: a role, a search, and a multi-select list with each person's standing. */
export function InviteDialog({ shift, open, onClose }: { shift: Shift; open: boolean; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const invite = useInviteUsers(shift.type, shift.id);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={invite.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      {open && <InvitePicker shift={shift} titleId={titleId} invite={invite} onClose={onClose} />}
    </Dialog>
  );
}

function InvitePicker({
  shift,
  titleId,
  invite,
  onClose,
}: {
  shift: Shift;
  titleId: string;
  invite: ReturnType<typeof useInviteUsers>;
  onClose(): void;
}) {
  const { push } = useMessages();
  const [role, setRole] = useState<InviteRole>('rp');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Map<number, string>>(() => new Map());
  const users = useInvitableUsers(shift.type, shift.id, role);

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    const list = (users.data ?? []).filter(
      (u) => term === '' || u.name.toLowerCase().includes(term) || u.email.toLowerCase().includes(term),
    );
    return sortInvitable(list);
  }, [users.data, search]);

  function toggle(user: InvitableUser) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(user.id)) next.delete(user.id);
      else next.set(user.id, user.name);
      return next;
    });
  }

  function send() {
    const ids = [...chosen.keys()];
    invite.mutate(ids, {
      onSuccess: () => {
        push(t(P.sent, { count: ids.length }), 'success');
        onClose();
      },
      onError: (err) => void localErrorText(err, t(P.sendFailed)).then((text) => push(text)),
    });
  }

  return (
    <>
      <DialogTitle id={titleId}>{t(P.title)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: { sm: 420 } }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={role}
          onChange={(_event, value: InviteRole | null) => value && setRole(value)}
          aria-label={t(P.role)}
        >
          {roleOptionsFor(shift.type).map((option) => (
            <ToggleButton key={option.role} value={option.role} sx={{ textTransform: 'none' }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t(P.search)}
          slotProps={{
            htmlInput: { 'aria-label': t(P.searchLabel) },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {users.isError && <Alert severity="error">{screenErrorText(users.error, t(P.noData))}</Alert>}
        {users.isPending && (
          <Stack spacing={1}>
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} variant="rounded" height={52} />
            ))}
          </Stack>
        )}
        {users.data && visible.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {t(search.trim() ? P.noMatch : role === 'participant' ? P.noneEnrolled : P.noneWithRole)}
          </Typography>
        )}
        {visible.length > 0 && (
          <List dense disablePadding aria-label={t(P.people)} sx={{ overflowY: 'auto', flex: 1, mx: -1 }}>
            {visible.map((user) => (
              <PersonRow
                key={user.id}
                user={user}
                participant={role === 'participant'}
                checked={chosen.has(user.id)}
                onToggle={() => toggle(user)}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {chosen.size === 0 ? t(P.nobodyChosen) : t(P.chosen, { names: [...chosen.values()].join(', ') })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button onClick={onClose} disabled={invite.isPending}>
            {t(DIALOG_TEXTS.cancel)}
          </Button>
          <Button
            variant="contained"
            disabled={chosen.size === 0 || invite.isPending}
            onClick={send}
            startIcon={invite.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(P.invite, { count: chosen.size })}
          </Button>
        </Stack>
      </DialogActions>
    </>
  );
}

function PersonRow({
  user,
  participant,
  checked,
  onToggle,
}: {
  user: InvitableUser;
  participant: boolean;
  checked: boolean;
  onToggle(): void;
}) {
  const nameId = useId();
  const disabled = !selectable(user);
  return (
    <ListItem disablePadding data-testid="invitable-user">
      <ListItemButton onClick={onToggle} disabled={disabled} sx={{ gap: 1, alignItems: 'center', borderRadius: 1 }}>
        <Checkbox
          edge="start"
          checked={checked || holdsPlace(user)}
          disabled={disabled}
          tabIndex={-1}
          disableRipple
          slotProps={{ input: { 'aria-labelledby': nameId } }}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
            <Typography id={nameId} variant="body2" sx={{ fontWeight: 500 }}>
              {user.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            {user.fairShare && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="fair-share">
                {fairShareText(user.fairShare)}
              </Typography>
            )}
          </Box>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', ml: 'auto' }}>
            {user.available && <Chip size="small" color="success" label={t(P.available)} />}
            {user.busy && <Chip size="small" color="warning" label={t(P.busy)} />}
            {!user.qualified && <Chip size="small" variant="outlined" label={t(P.notQualified)} />}
            {holdsPlace(user) && (
              <Chip size="small" color="info" variant="outlined" label={t(participant ? P.onShift : P.alreadyInvited)} />
            )}
            {participant && user.inviteStatus === null && <Chip size="small" variant="outlined" label={t(P.notYetInvited)} />}
            {(user.inviteStatus === 'rejected' || user.inviteStatus === 'expired') && (
              <Chip size="small" variant="outlined" label={inviteStatusText(user.inviteStatus)} />
            )}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
