import { type CallBlock, MESSAGES } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useCreateCall } from '../../api/create-call';
import { useDeleteCallBlock } from '../../api/delete-call-block';
import { blockLabel } from './block-times';
import { BlockSection } from './call-parts';
import { useCallDay } from './day-context';
import { ManagedCall } from './managed-call';
import { peopleInCall } from './people-in';

/** A block for a manager: its time, its calls, Add call and Remove block (always asked first: it cannot be undone). */
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
    <BlockSection
      block={block}
      callLength={day.callLength}
      actions={
        <>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={addCall.isPending}
            onClick={() => addCall.mutate(block.blockNumber, { onError: (err) => fail(err, MESSAGES.couldNotCreateCallBlock) })}
            aria-label={`Add a call to ${label}`}
            sx={{ minHeight: { xs: 44, sm: 30 } }}
          >
            Add a call
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={removeBlock.isPending}
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${label}`}
            sx={{ minHeight: { xs: 44, sm: 30 } }}
          >
            Remove block
          </Button>
        </>
      }
    >
      {block.calls.map((call, index) => (
        <ManagedCall key={call.id} block={block} call={call} index={index} />
      ))}
      <ConfirmDialog
        open={confirming}
        title={`Remove ${label}?`}
        message={
          people > 0
            ? `${people} ${people === 1 ? 'person is' : 'people are'} slotted in this block; its calls are removed with everybody in them and their notes.`
            : `Nobody is slotted in this block yet; its ${block.calls.length === 1 ? 'call is' : `${block.calls.length} calls are`} removed with it.`
        }
        confirmLabel="Remove block"
        destructive
        busy={removeBlock.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </BlockSection>
  );
}
