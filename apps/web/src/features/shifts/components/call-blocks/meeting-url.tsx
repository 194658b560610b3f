import { type Call, callMeetingUrlIsSetPerCall, type ShiftRoom } from '@app/shared';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangedElsewhereAlert } from '../../../../components/changed-elsewhere';
import { ConflictAlert, isConflict } from '../../../../components/conflict-alert';
import { useDraft } from '../../../../components/use-draft';
import { errorText } from '../../../../lib/api';
import { t } from '../../../../lib/i18n/i18n';
import { shiftsKeys } from '../../api/keys';
import { useUpdateCallMeetingUrl } from '../../api/update-call';
import { CALL_TEXTS as C, SHIFT_PAGE_TEXTS as P } from '../../page-messages';
import { CopyUrlButton } from './copy-url-button';
import { useCallDay } from './day-context';

/** What a meeting link starts with, shown in an empty field (the same in every language). */
const URL_START = 'https://';

/** How a call is joined when it has no link: a phone room's numbers, or a word on what is missing. */
export function NoLink({ room }: { room: ShiftRoom | null }) {
  if (room?.roomType === 'phone') {
    const numbers = [
      room.localNumber && t(C.localNumber, { number: room.localNumber }),
      room.tollFreeNumber && t(C.tollFreeNumber, { number: room.tollFreeNumber }),
    ]
      .filter(Boolean)
      .join(' · ');
    return (
      <Typography variant="body2" color="text.secondary">
        {numbers ? t(C.phoneRoomNumbers, { numbers }) : t(C.phoneRoom)}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {t(room ? C.noMeetingLink : C.noRoomYet)}
    </Typography>
  );
}

/**
 * A call's meeting link for managers. In a custom room it is written per call (saved only when
 * changed; the first one locks the room choice); Teams, Zoom and Meet rooms give theirs, shown
 * read-only. Copy URL copies whatever joins the call.
 */
export function ManagedMeetingUrl({ call, name }: { call: Call; name: string }) {
  const { shiftId, day, fail } = useCallDay();
  const perCall = callMeetingUrlIsSetPerCall(day.room);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, minWidth: 0, flex: 1 }}>
      <VideocamOutlinedIcon color="action" sx={{ display: { xs: 'none', sm: 'block' } }} aria-hidden />
      {perCall ? (
        <MeetingUrlEditor key={call.id} call={call} name={name} shiftId={shiftId} fail={fail} />
      ) : call.joinUrl ? (
        <JoinLink url={call.joinUrl} room={day.room} />
      ) : (
        <NoLink room={day.room} />
      )}
      {call.joinUrl && <CopyUrlButton url={call.joinUrl} />}
    </Stack>
  );
}

function JoinLink({ url, room }: { url: string; room: ShiftRoom | null }) {
  return (
    <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="call-join-url">
      {room && room.roomType !== 'custom' && (
        <Typography component="span" variant="body2" color="text.secondary">
          {t(C.roomLink, { room: room.roomType })}{' '}
        </Typography>
      )}
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Link>
    </Typography>
  );
}

function MeetingUrlEditor({
  call,
  name,
  shiftId,
  fail,
}: {
  call: Call;
  name: string;
  shiftId: number;
  fail(err: unknown, text: string): void;
}) {
  const saved = call.meetingUrl ?? '';
  // Over the link and the call's version stamp it was begun from (spaces around it do not count): a
  // newer link (a live update, a reload) replaces a draft nobody is editing; an edited one stays, the
  // alert below says who changed the calls meanwhile, and saving it over a link changed meanwhile is
  // refused (409) instead of overwriting it.
  const {
    draft,
    setDraft,
    touched: editing,
    version: stamp,
    takeSaved,
    savedAs,
  } = useDraft(saved, call.updatedAt, { comparable: (text) => text.trim() });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateCallMeetingUrl(shiftId);
  const queryClient = useQueryClient();
  const changed = draft.trim() !== saved;

  function submit() {
    if (!changed || save.isPending) return;
    setProblem(null);
    save.mutate(
      { callId: call.id, meetingUrl: draft.trim(), updatedAt: stamp },
      {
        onSuccess: (updated) => savedAs(updated.meetingUrl ?? '', updated.updatedAt),
        onError: (err) => {
          // A competing change is told beside the field, with Reload (the ConflictAlert below).
          if (isConflict(err)) return;
          const text = errorText(err, t(C.couldNotSaveUrl));
          setProblem(text);
          fail(err, text);
        },
      },
    );
  }

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <ChangedElsewhereAlert
        match={(change) => change.kind === 'call' && change.id === shiftId}
        editing={editing}
        onReload={takeSaved}
      />
      <ConflictAlert
        mutation={save}
        onReload={() => {
          // Take the link as it now is on the server.
          takeSaved();
          void queryClient.invalidateQueries({ queryKey: shiftsKeys.calls(shiftId) });
        }}
      />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          size="small"
          label={t(C.meetingUrl)}
          placeholder={URL_START}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={problem !== null}
          helperText={problem ?? undefined}
          sx={{ flex: 1, minWidth: 180 }}
          slotProps={{ htmlInput: { 'aria-label': t(C.meetingUrlOf, { name }), inputMode: 'url' } }}
        />
        <Button type="submit" variant="outlined" size="small" disabled={!changed || save.isPending} sx={{ mt: 0.5 }}>
          {t(save.isPending ? P.saving : C.saveUrl)}
        </Button>
      </Stack>
    </Stack>
  );
}
