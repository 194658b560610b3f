import { createRoomBodySchema, MESSAGES } from '@app/shared';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelectField, FormTextField, labelOf, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { useCreateRoom } from '../api/create-room';
import { hasNumbers, ROOM_TYPE_OPTIONS, type RoomDraft, roomBody, roomFailure } from './room-texts';

const EMPTY: RoomDraft = { name: '', roomType: 'phone', localNumber: '', tollFreeNumber: '', meetingUrl: '' };

/**
 * Add Room: name, type (phone by default), and the numbers of a phone room or the meeting link of
 * the others; checked by the shared room schema before it is sent.
 */
export function AddRoomDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const create = useCreateRoom();
  const { push } = useMessages();
  const { control, handleSubmit, watch, reset } = useForm<RoomDraft>({
    defaultValues: EMPTY,
    // The fields the type does not keep are checked as empty, since they are not sent.
    resolver: (values, context, options) =>
      sharedResolver(createRoomBodySchema.shape.room, 'room')(roomBody(values) as never, context, options as never) as never,
    mode: 'onSubmit',
  });
  const phone = hasNumbers(watch('roomType'));

  const close = () => {
    if (create.isPending) return;
    reset(EMPTY);
    create.reset();
    onClose();
  };

  const submit = handleSubmit((values) => {
    create.mutate(roomBody(values), {
      onSuccess: (room) => {
        push(`Room ${room.name} added`, 'success');
        reset(EMPTY);
        onClose();
      },
      onError: (err) => push(roomFailure(err, MESSAGES.errorCreatingRoom)),
    });
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate aria-label="Add Room form">
        <DialogTitle id={titleId}>Add Room</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError && (
              <Alert severity="error" role="alert">
                {roomFailure(create.error, MESSAGES.errorCreatingRoom)}
              </Alert>
            )}
            <FormTextField
              control={control}
              name="name"
              label={labelOf('room', 'name')}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormSelectField control={control} name="roomType" label={labelOf('room', 'roomType')} options={ROOM_TYPE_OPTIONS} />
            <FormTextField
              control={control}
              name="localNumber"
              label={labelOf('room', 'localNumber')}
              type="tel"
              disabled={!phone}
              help={phone ? undefined : 'Phone rooms only'}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <FormTextField
              control={control}
              name="tollFreeNumber"
              label={labelOf('room', 'tollFreeNumber')}
              type="tel"
              disabled={!phone}
              help={phone ? undefined : 'Phone rooms only'}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <FormTextField
              control={control}
              name="meetingUrl"
              label={labelOf('room', 'meetingUrl')}
              type="url"
              disabled={phone}
              help={phone ? 'Not for phone rooms' : undefined}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Add
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
