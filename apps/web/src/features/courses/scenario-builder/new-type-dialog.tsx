import { createScenarioComponentTypeBodySchema } from '@app/shared';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { SCENARIO_TEXTS as S } from '../builder-messages';
import { quoted } from '../builder-texts';
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
        push(t(S.typeCreated, { name: quoted(type.name) }), 'success');
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
        <DialogTitle>{t(S.newTypeTitle)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t(S.name)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tooLong || create.isError}
            helperText={
              tooLong ? t(S.atMost60) : create.isError ? screenErrorText(create.error, t(S.typeCreateFailed)) : t(S.typeExample)
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={create.isPending}>
            {t(DIALOG_TEXTS.cancel)}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!parsed.success || create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t(S.create)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
