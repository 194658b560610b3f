import { SHIFT_COLORS, type ShiftType } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { SHIFT_FORM_TEXTS as F } from '../builder-messages';
import { RoleplayShiftDialog } from './roleplay-shift-dialog';
import { TimedShiftDialog, type TimedShiftType } from './timed-shift-dialog';

const MENU_ORDER: ShiftType[] = ['roleplay', 'training', 'live'];

/** The Shifts card's 'New shift' button: a menu of the three types, each opening its form. */
export function NewShiftMenu({ courseId }: { courseId: number }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [roleplayOpen, setRoleplayOpen] = useState(false);
  const [timedType, setTimedType] = useState<TimedShiftType | null>(null);
  // The timed dialog keeps its type while it closes, so its title does not change mid-animation.
  const [lastTimedType, setLastTimedType] = useState<TimedShiftType>('training');

  function choose(type: ShiftType) {
    setAnchor(null);
    if (type === 'roleplay') {
      setRoleplayOpen(true);
    } else {
      setLastTimedType(type);
      setTimedType(type);
    }
  }

  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(F.newShift)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {MENU_ORDER.map((type) => (
          <MenuItem key={type} onClick={() => choose(type)}>
            <ListItemIcon>
              <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: SHIFT_COLORS[type] }} />
            </ListItemIcon>
            <ListItemText
              primary={t(F.typeShift, { type })}
              secondary={t(F.description, { type })}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
      <RoleplayShiftDialog courseId={courseId} open={roleplayOpen} onClose={() => setRoleplayOpen(false)} />
      <TimedShiftDialog
        courseId={courseId}
        type={timedType ?? lastTimedType}
        open={timedType !== null}
        onClose={() => setTimedType(null)}
      />
    </>
  );
}
