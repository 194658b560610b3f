import { type Room, updateRoomBodySchema } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Button, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, type KeyboardEvent, useContext, useMemo, useState } from 'react';
import { ConfirmDialog, DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { PAGING_GRID_TEXTS } from '../../../components/paging-grid-texts';
import { ApiError } from '../../../lib/api';
import { COMMON_TEXTS } from '../../../lib/i18n/common-texts';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused } from '../../../lib/i18n/validation-texts';
import { useDeleteRoom } from '../api/delete-room';
import { roomsQueryOptions } from '../api/get-rooms';
import { useUpdateRoom } from '../api/update-room';
import { ROOMS_TEXTS } from '../messages';
import { AddRoomDialog } from './add-room-dialog';
import {
  hasNumbers,
  type RoomDraft,
  roomBody,
  roomFailure,
  roomIssueSentence,
  roomLabels,
  roomTypeName,
  roomTypeOptions,
} from './room-texts';

type Field = keyof RoomDraft;

/** The row being edited in place: its id, version stamp, values, and the sentence of each bad field. */
interface Editing {
  id: number;
  updatedAt: string;
  draft: RoomDraft;
  errors: Partial<Record<Field, string>>;
}

interface EditingValue {
  editing: Editing | null;
  saving: boolean;
  setField(field: Field, value: string): void;
  edit(room: Room): void;
  save(): void;
  cancel(): void;
  askDelete(room: Room): void;
}

const noop = () => {};
const EditingContext = createContext<EditingValue>({
  editing: null,
  saving: false,
  setField: noop,
  edit: noop,
  save: noop,
  cancel: noop,
  askDelete: noop,
});

const draftOf = (room: Room): RoomDraft => ({
  name: room.name,
  roomType: room.roomType,
  localNumber: room.localNumber ?? '',
  tollFreeNumber: room.tollFreeNumber ?? '',
  meetingUrl: room.meetingUrl ?? '',
});

/** The sentence of each field the shared schema refuses, keyed by field. */
function checkDraft(draft: RoomDraft): Partial<Record<Field, string>> {
  const body = roomBody(draft);
  const result = updateRoomBodySchema.shape.room.safeParse(body, { reportInput: true });
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= roomIssueSentence(field, issue, body);
  }
  return errors;
}

/** The fields a 400 of the server names (details [{field: 'room.name', message}]), as sentences. */
function serverErrors(err: unknown): Partial<Record<Field, string>> {
  if (!(err instanceof ApiError) || err.status !== 400 || !Array.isArray(err.details)) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const detail of err.details as Array<{ field?: string; message?: string }>) {
    const field = detail.field?.replace(/^room\./, '') as Field | undefined;
    if (!field || !detail.message) continue;
    errors[field] =
      currentLanguage() === 'en-CA'
        ? roomIssueSentence(field, { code: 'server', message: detail.message }, {})
        : fieldRefused(roomLabels()[field] ?? field);
  }
  return errors;
}

// The grid moves between cells on arrow keys and starts actions on Space and Enter; a text box
// in a cell keeps its keys.
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

/** A cell of the room's columns: its value, or a text box (or the type select) while the row is edited. */
function RoomCell({ field, row }: { field: Field; row: Room }) {
  const { editing, saving, setField } = useContext(EditingContext);
  if (!editing || editing.id !== row.id) {
    if (field === 'roomType') return <>{roomTypeName(row.roomType)}</>;
    if (field === 'meetingUrl' && row.meetingUrl) {
      return (
        <Link href={row.meetingUrl} target="_blank" rel="noopener noreferrer" underline="hover" noWrap>
          {row.meetingUrl}
        </Link>
      );
    }
    return <>{row[field] ?? ''}</>;
  }
  const { draft, errors } = editing;
  const phone = hasNumbers(draft.roomType);
  const disabled =
    saving || ((field === 'localNumber' || field === 'tollFreeNumber') && !phone) || (field === 'meetingUrl' && phone);
  const error = errors[field];
  return (
    <TextField
      size="small"
      fullWidth
      select={field === 'roomType'}
      value={disabled && field !== 'roomType' && field !== 'name' ? '' : draft[field]}
      disabled={disabled}
      error={!!error}
      helperText={error}
      onChange={(event) => setField(field, event.target.value)}
      onKeyDown={keepKeys}
      sx={{ my: 0.75 }}
      slotProps={{ htmlInput: { 'aria-label': roomLabels()[field] } }}
    >
      {field === 'roomType'
        ? roomTypeOptions().map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))
        : null}
    </TextField>
  );
}

/** Edit and Delete of a row (Delete asks first); Save and Cancel while it is edited. */
function RoomActions(params: GridRenderCellParams<Room>) {
  const { row } = params;
  const { editing, saving, edit, save, cancel, askDelete } = useContext(EditingContext);
  if (editing && editing.id === row.id) {
    return (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<SaveIcon />} label={t(COMMON_TEXTS.save)} disabled={saving} onClick={save} />
        <GridActionsCellItem icon={<CloseIcon />} label={t(DIALOG_TEXTS.cancel)} disabled={saving} onClick={cancel} />
      </GridActionsCell>
    );
  }
  return (
    <GridActionsCell {...params}>
      <GridActionsCellItem
        icon={<EditIcon />}
        label={t(ROOMS_TEXTS.edit, { name: row.name })}
        disabled={saving}
        onClick={() => edit(row)}
      />
      <GridActionsCellItem
        icon={<DeleteIcon />}
        label={t(ROOMS_TEXTS.delete, { name: row.name })}
        onClick={() => askDelete(row)}
      />
    </GridActionsCell>
  );
}

/** The grid's columns, their headers in the person's language. */
const columns = (): GridColDef<Room>[] => [
  column('name', t(ROOMS_TEXTS.name), 1.2, 160),
  column('roomType', t(ROOMS_TEXTS.type), 0.8, 140),
  column('localNumber', t(ROOMS_TEXTS.localNumber), 1, 150),
  column('tollFreeNumber', t(ROOMS_TEXTS.tollFreeNumber), 1, 150),
  column('meetingUrl', t(ROOMS_TEXTS.meetingUrl), 1.5, 200),
  {
    field: 'actions',
    type: 'actions',
    headerName: t(ROOMS_TEXTS.actions),
    width: 110,
    renderCell: (params) => <RoomActions {...params} />,
  },
];

function column(field: Field, headerName: string, flex: number, minWidth: number): GridColDef<Room> {
  return {
    field,
    headerName,
    flex,
    minWidth,
    renderCell: ({ row }: GridRenderCellParams<Room>) => <RoomCell field={field} row={row} />,
  };
}

/**
 * /rooms: the live rooms by name, searchable; Add Room; each row edited in place (numbers for phone
 * rooms only, a meeting link for the others) and deleted after a confirmation.
 */
export function RoomsPage() {
  const { push } = useMessages();
  const update = useUpdateRoom();
  const remove = useDeleteRoom();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  // The room stays while the dialog closes, so its text does not change during the transition.
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Made once per language: the grid keeps its columns while they are the same array.
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const gridColumns = useMemo(() => columns(), [language]);

  // A new value each render: every cell shows the edited row's newest values.
  const editingValue: EditingValue = {
    editing,
    saving: update.isPending,
    edit: (room) => setEditing({ id: room.id, updatedAt: room.updatedAt, draft: draftOf(room), errors: {} }),
    save: () => {
      if (editing) save(editing);
    },
    cancel: () => setEditing(null),
    askDelete: (room) => {
      setDeleting(room);
      setConfirming(true);
    },
    setField: (field, value) =>
      setEditing((current) => {
        if (!current) return current;
        const errors = { ...current.errors };
        delete errors[field];
        return { ...current, draft: { ...current.draft, [field]: value }, errors };
      }),
  };

  function save(current: Editing) {
    const errors = checkDraft(current.draft);
    if (Object.keys(errors).length > 0) {
      setEditing({ ...current, errors });
      return;
    }
    update.mutate(
      { id: current.id, changes: { ...roomBody(current.draft), updatedAt: current.updatedAt } },
      {
        onSuccess: (room) => {
          setEditing(null);
          push(t(ROOMS_TEXTS.saved, { name: room.name }), 'success');
        },
        onError: (err) => {
          push(roomFailure(err, ROOMS_TEXTS.errorUpdating));
          const named = serverErrors(err);
          // A conflict (stale copy, name taken) leaves the row open only when a field is to blame.
          if (Object.keys(named).length > 0) setEditing({ ...current, errors: named });
          else if (err instanceof ApiError && err.code !== 'room_name_taken') setEditing(null);
          else if (err instanceof ApiError) {
            setEditing({ ...current, errors: { name: currentLanguage() === 'en-CA' ? err.message : t(ROOMS_TEXTS.nameTaken) } });
          }
        },
      },
    );
  }

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(ROOMS_TEXTS.title)}
      </Typography>
      <EditingContext.Provider value={editingValue}>
        <PagingGrid
          errorMessage={t(PAGING_GRID_TEXTS.couldNotRetrieve)}
          label={t(ROOMS_TEXTS.title)}
          testId="rooms-grid"
          columns={gridColumns}
          query={roomsQueryOptions}
          searchPlaceholder={t(ROOMS_TEXTS.search)}
          actions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t(ROOMS_TEXTS.addRoom)}
            </Button>
          }
          gridProps={{
            getRowHeight: ({ id }) => (editing && id === editing.id ? 'auto' : null),
            // Edit and Delete are a finger's width on a phone.
            sx: {
              '& .MuiDataGrid-actionsCell .MuiIconButton-root': { width: { xs: 44, sm: 'auto' }, height: { xs: 44, sm: 'auto' } },
            },
          }}
        />
      </EditingContext.Provider>
      <AddRoomDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={confirming}
        title={t(ROOMS_TEXTS.deleteTitle)}
        message={deleting ? t(ROOMS_TEXTS.deleteQuestion, { name: deleting.name }) : ''}
        confirmLabel={t(ROOMS_TEXTS.deleteButton)}
        destructive
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              if (editing?.id === id) setEditing(null);
              push(t(ROOMS_TEXTS.deleted, { name }), 'success');
            },
            onError: (err) => {
              setConfirming(false);
              push(roomFailure(err, ROOMS_TEXTS.errorDeleting));
            },
          });
        }}
      />
    </Paper>
  );
}
