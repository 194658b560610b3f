import { fieldLabel, MESSAGES, ROOM_TYPE_LABELS, type Room, updateRoomBodySchema, validationSentence } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Button, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, type KeyboardEvent, useContext, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { PagingGrid } from '../../../components/paging-grid';
import { ApiError } from '../../../lib/api';
import { useDeleteRoom } from '../api/delete-room';
import { roomsQueryOptions } from '../api/get-rooms';
import { useUpdateRoom } from '../api/update-room';
import { AddRoomDialog } from './add-room-dialog';
import { hasNumbers, ROOM_TYPE_OPTIONS, type RoomDraft, roomBody, roomFailure } from './room-texts';

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
  const result = updateRoomBodySchema.shape.room.safeParse(roomBody(draft));
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= validationSentence(['room', field], issue.message);
  }
  return errors;
}

/** The fields a 400 of the server names (details [{field: 'room.name', message}]), as sentences. */
function serverErrors(err: unknown): Partial<Record<Field, string>> {
  if (!(err instanceof ApiError) || err.status !== 400 || !Array.isArray(err.details)) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const detail of err.details as Array<{ field?: string; message?: string }>) {
    const field = detail.field?.replace(/^room\./, '') as Field | undefined;
    if (field && detail.message) errors[field] = validationSentence(['room', field], detail.message);
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
    if (field === 'roomType') return <>{ROOM_TYPE_LABELS[row.roomType]}</>;
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
      slotProps={{ htmlInput: { 'aria-label': fieldLabel(['room', field]) } }}
    >
      {field === 'roomType'
        ? ROOM_TYPE_OPTIONS.map((option) => (
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
        <GridActionsCellItem icon={<SaveIcon />} label="Save" disabled={saving} onClick={save} />
        <GridActionsCellItem icon={<CloseIcon />} label="Cancel" disabled={saving} onClick={cancel} />
      </GridActionsCell>
    );
  }
  return (
    <GridActionsCell {...params}>
      <GridActionsCellItem icon={<EditIcon />} label={`Edit ${row.name}`} disabled={saving} onClick={() => edit(row)} />
      <GridActionsCellItem icon={<DeleteIcon />} label={`Delete ${row.name}`} onClick={() => askDelete(row)} />
    </GridActionsCell>
  );
}

const COLUMNS: GridColDef<Room>[] = [
  column('name', 'Name', 1.2, 160),
  column('roomType', 'Type', 0.8, 140),
  column('localNumber', 'Local Number', 1, 150),
  column('tollFreeNumber', 'Toll-free Number', 1, 150),
  column('meetingUrl', 'Meeting Link', 1.5, 200),
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
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
          push(`Room ${room.name} saved`, 'success');
        },
        onError: (err) => {
          push(roomFailure(err, MESSAGES.errorUpdatingRoom));
          const named = serverErrors(err);
          // A conflict (stale copy, name taken) leaves the row open only when a field is to blame.
          if (Object.keys(named).length > 0) setEditing({ ...current, errors: named });
          else if (err instanceof ApiError && err.code !== 'room_name_taken') setEditing(null);
          else if (err instanceof ApiError) setEditing({ ...current, errors: { name: err.message } });
        },
      },
    );
  }

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Rooms
      </Typography>
      <EditingContext.Provider value={editingValue}>
        <PagingGrid
          errorMessage={MESSAGES.errorRetrievingData}
          label="Rooms"
          testId="rooms-grid"
          columns={COLUMNS}
          query={roomsQueryOptions}
          searchPlaceholder="Search by room name"
          actions={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add Room
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
        title="Delete Room"
        message={deleting ? `Delete the room ${deleting.name}? ${MESSAGES.deleteCannotBeUndone}.` : ''}
        confirmLabel="Delete"
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
              push(`Room ${name} deleted`, 'success');
            },
            onError: (err) => {
              setConfirming(false);
              push(roomFailure(err, MESSAGES.errorDeletingRoom));
            },
          });
        }}
      />
    </Paper>
  );
}
