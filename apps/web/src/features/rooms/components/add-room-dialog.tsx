import { createRoomBodySchema, phoneRoomLacksNumber } from '@app/shared';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { FormSelectField, FormTextField, sharedResolver } from '../../../components/form';
import { useMessages } from '../../../components/messages';
import { t } from '../../../lib/i18n/i18n';
import { useCreateRoom } from '../api/create-room';
import { ROOMS_TEXTS } from '../messages';
import { hasNumbers, type RoomDraft, roomBody, roomFailure, roomLabels, roomTypeOptions } from './room-texts';

const EMPTY: RoomDraft = { name: '', roomType: 'phone', localNumber: '', tollFreeNumber: '', meetingUrl: '' };

/**
 * Add Room: name, type (phone by default), and the numbers of a phone room or the meeting link of
 * the others; checked by the shared room schema before it is sent.
 */
export function AddRoomDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const create = useCreateRoom();
  const { push } = useMessages();
  const labels = roomLabels();
  const { control, handleSubmit, watch, reset } = useForm<RoomDraft>({
    defaultValues: EMPTY,
    // The fields the type does not keep are checked as empty, since they are not sent. In another
    // language the room's own rules (a telephone number, a web address, a phone room's number) say
    // their sentence in it.
    resolver: (values, context, options) => {
      const body = roomBody(values);
      const custom = {
        localNumber: phoneRoomLacksNumber(body)
          ? t(ROOMS_TEXTS.phoneNeedsNumber)
          : t(ROOMS_TEXTS.notTelephone, { field: labels.localNumber }),
        tollFreeNumber: t(ROOMS_TEXTS.notTelephone, { field: labels.tollFreeNumber }),
        meetingUrl: t(ROOMS_TEXTS.notWebAddress, { field: labels.meetingUrl }),
      };
      return sharedResolver(
        createRoomBodySchema.shape.room,
        'room',
        labels,
        custom,
      )(body as never, context, options as never) as never;
    },
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
        push(t(ROOMS_TEXTS.added, { name: room.name }), 'success');
        reset(EMPTY);
        onClose();
      },
      onError: (err) => push(roomFailure(err, ROOMS_TEXTS.errorCreating)),
    });
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate aria-label={t(ROOMS_TEXTS.addRoomForm)}>
        <DialogTitle id={titleId}>{t(ROOMS_TEXTS.addRoom)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError && (
              <Alert severity="error" role="alert">
                {roomFailure(create.error, ROOMS_TEXTS.errorCreating)}
              </Alert>
            )}
            <FormTextField
              control={control}
              name="name"
              label={labels.name}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormSelectField control={control} name="roomType" label={labels.roomType} options={roomTypeOptions()} />
            <FormTextField
              control={control}
              name="localNumber"
              label={labels.localNumber}
              type="tel"
              disabled={!phone}
              help={phone ? undefined : t(ROOMS_TEXTS.phoneOnly)}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <FormTextField
              control={control}
              name="tollFreeNumber"
              label={labels.tollFreeNumber}
              type="tel"
              disabled={!phone}
              help={phone ? undefined : t(ROOMS_TEXTS.phoneOnly)}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <FormTextField
              control={control}
              name="meetingUrl"
              label={labels.meetingUrl}
              type="url"
              disabled={phone}
              help={phone ? t(ROOMS_TEXTS.notPhone) : undefined}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t(DIALOG_TEXTS.cancel)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(ROOMS_TEXTS.add)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
