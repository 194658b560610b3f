import { createScenarioComponentTypeBodySchema, MESSAGES } from '@app/shared';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useMessages } from '../../../components/messages';
import { errorText } from '../../../lib/api';
import { useCreateScenarioComponentType } from './api/create-scenario-component-type';

/** Asks for the name of a new scenario component type (besides Scenario and Break). */
export function NewTypeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { push } = useMessages();
  const create = useCreateScenarioComponentType();
  const [name, setName] = useState('');
  const parsed = createScenarioComponentTypeBodySchema.safeParse({ name });
  const tooLong = name.trim().length > 60;

  const close = () => {
    if (create.isPending) return;
    setName('');
    create.reset();
    onClose();
  };

  const submit = () => {
    if (!parsed.success) return;
    create.mutate(parsed.data.name, {
      onSuccess: (type) => {
        push(`Type '${type.name}' created`, 'success');
        setName('');
        onClose();
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>New component type</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tooLong || create.isError}
            helperText={
              tooLong
                ? 'At most 60 characters'
                : create.isError
                  ? errorText(create.error, MESSAGES.couldNotCreateScenarioComponentType)
                  : 'For example: Debrief, Coaching, Feedback'
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!parsed.success || create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
