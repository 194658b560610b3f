import { freeBlockSlots } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { t } from '../../../../lib/i18n/i18n';
import { useCreateCall } from '../../api/create-call';
import { EDITOR_TEXTS as E } from '../../editor-messages';
import { blockLabel, blockTimeRange } from './block-times';
import { useCallDay } from './day-context';

/** The add-call-block menu: the start slots no block uses yet, with their times; choosing one adds its first call. */
export function AddBlockMenu() {
  const { shiftId, day, fail } = useCallDay();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const create = useCreateCall(shiftId);
  const free = freeBlockSlots(
    day.slotStartTimes.length,
    day.blocks.map((b) => b.blockNumber),
  );
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={free.length === 0 || create.isPending}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(E.addBlock)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {free.map((blockNumber) => (
          <MenuItem
            key={blockNumber}
            onClick={() => {
              setAnchor(null);
              create.mutate(blockNumber, { onError: (err) => fail(err, t(E.createBlockFailed)) });
            }}
          >
            <ListItemText
              primary={blockLabel(blockNumber)}
              secondary={blockTimeRange(day.slotStartTimes[blockNumber] ?? '', day.callLength)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
