import type { CallBlock } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { t } from '../../../../lib/i18n/i18n';
import { useCreateCall } from '../../api/create-call';
import { useDeleteCallBlock } from '../../api/delete-call-block';
import { EDITOR_TEXTS as E } from '../../editor-messages';
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
        fail(err, t(E.deleteBlockFailed));
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
            onClick={() => addCall.mutate(block.blockNumber, { onError: (err) => fail(err, t(E.createBlockFailed)) })}
            aria-label={t(E.addCallTo, { block: label })}
            sx={{ minHeight: { xs: 44, sm: 30 } }}
          >
            {t(E.addCall)}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={removeBlock.isPending}
            onClick={() => setConfirming(true)}
            aria-label={t(E.remove, { name: label })}
            sx={{ minHeight: { xs: 44, sm: 30 } }}
          >
            {t(E.removeBlock)}
          </Button>
        </>
      }
    >
      {block.calls.map((call, index) => (
        <ManagedCall key={call.id} block={block} call={call} index={index} />
      ))}
      <ConfirmDialog
        open={confirming}
        title={t(E.removeQuestion, { name: label })}
        message={people > 0 ? t(E.blockPeople, { people }) : t(E.blockEmpty, { calls: block.calls.length })}
        confirmLabel={t(E.removeBlock)}
        destructive
        busy={removeBlock.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </BlockSection>
  );
}
