import { type CallBlock, MESSAGES } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCreateCall } from '../../api/create-call';
import { useDeleteCallBlock } from '../../api/delete-call-block';
import { blockLabel, blockTimeRange } from './block-times';
import { useCallDay } from './day-context';
import { ManagedCall } from './managed-call';
import { peopleInCall } from './people-in';

/** A block for a manager: its time, its calls, Add call and Remove block (asked first when people are in it). */
export function ManagedBlock({ block }: { block: CallBlock }) {
  const { shiftId, day, fail } = useCallDay();
  const addCall = useCreateCall(shiftId);
  const removeBlock = useDeleteCallBlock(shiftId);
  const [confirming, setConfirming] = useState(false);
  const people = block.calls.reduce((n, call) => n + peopleInCall(call), 0);
  const label = blockLabel(block.blockNumber);

  function remove() {
    removeBlock.mutate(block.blockNumber, {
      onSuccess: () => setConfirming(false),
      onError: (err) => {
        setConfirming(false);
        fail(err, MESSAGES.couldNotDeleteCallBlock);
      },
    });
  }

  return (
    <Box component="section" aria-label={label} data-testid="call-block">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="block-time">
          {blockTimeRange(block.startTime, day.callLength)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={addCall.isPending}
          onClick={() => addCall.mutate(block.blockNumber, { onError: (err) => fail(err, MESSAGES.couldNotCreateCallBlock) })}
          aria-label={`Add a call to ${label}`}
        >
          Add call
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={removeBlock.isPending}
          onClick={() => (people > 0 ? setConfirming(true) : remove())}
          aria-label={`Remove ${label}`}
        >
          Remove block
        </Button>
      </Stack>
      <Stack spacing={1.5}>
        {block.calls.map((call, index) => (
          <ManagedCall key={call.id} block={block} call={call} index={index} />
        ))}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${label}?`}
        message={`${people} ${people === 1 ? 'person is' : 'people are'} slotted in this block; its calls are removed with everybody in them and their notes.`}
        confirmLabel="Remove block"
        destructive
        busy={removeBlock.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Box>
  );
}
