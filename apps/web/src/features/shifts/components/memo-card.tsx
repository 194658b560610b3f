import type { Shift } from '@app/shared';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { ChangedElsewhereAlert } from '../../../components/changed-elsewhere';
import { ConflictAlert, isConflict } from '../../../components/conflict-alert';
import { useDraft } from '../../../components/use-draft';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useUpdateRoleplayShift } from '../api/update-roleplay-shift';
import { CARD_TEXTS as K, SHIFT_PAGE_TEXTS as P } from '../page-messages';

/** The longest memo the server keeps. */
const MEMO_MAX = 10_000;

/**
 * The shift's memo (its `comments`): a text area managers save with the shift's version stamp (a
 * copy changed meanwhile by somebody else is refused with 409 and offers a reload), read-only text
 * for everybody else on the shift.
 */
export function MemoCard({ shift, manager, onReload }: { shift: Shift; manager: boolean; onReload(): void }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="memo-title" data-testid="memo">
      <Typography id="memo-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(K.memo)}
      </Typography>
      {manager ? (
        <MemoEditor shift={shift} onReload={onReload} />
      ) : shift.details.comments.trim() === '' ? (
        <Typography color="text.secondary">{t(K.noMemo)}</Typography>
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="memo-text">
          {shift.details.comments}
        </Typography>
      )}
    </Paper>
  );
}

function MemoEditor({ shift, onReload }: { shift: Shift; onReload(): void }) {
  const save = useUpdateRoleplayShift(shift.id);
  const saved = shift.details.comments;
  // Over the memo and the shift's version stamp it was begun from: a newer memo (a reload, a live
  // update) replaces an untouched draft; an edited one is kept, and saving it over a memo changed
  // meanwhile is refused (409) instead of overwriting it.
  const { draft, setDraft, touched, version: stamp, takeSaved, savedAs } = useDraft(saved, shift.updatedAt);
  const dirty = draft !== saved;
  const tooLong = draft.length > MEMO_MAX;
  const failed = save.isError && !isConflict(save.error);

  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty || tooLong) return;
        save.mutate(
          { comments: draft, updatedAt: stamp },
          { onSuccess: (updated) => savedAs(updated.details.comments, updated.updatedAt) },
        );
      }}
    >
      <ChangedElsewhereAlert
        match={(change) => change.kind === 'shift' && change.id === shift.id}
        editing={touched}
        onReload={takeSaved}
      />
      <ConflictAlert
        mutation={save}
        onReload={() => {
          // Take the memo as it now is on the server.
          takeSaved();
          onReload();
        }}
      />
      {failed && <Alert severity="error">{screenErrorText(save.error, t(K.couldNotSaveMemo))}</Alert>}
      <TextField
        label={t(K.memo)}
        multiline
        minRows={3}
        maxRows={14}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={tooLong}
        helperText={tooLong ? t(K.memoTooLong, { max: MEMO_MAX }) : t(K.memoHelp)}
        slotProps={{ htmlInput: { 'aria-describedby': 'memo-state' } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!dirty || tooLong || save.isPending}>
          {t(save.isPending ? P.saving : K.saveMemo)}
        </Button>
        <Box id="memo-state" role="status" sx={{ color: 'text.secondary', typography: 'body2' }} data-testid="memo-state">
          {save.isPending ? t(P.saving) : dirty ? t(K.unsaved) : save.isSuccess ? t(P.saved) : ''}
        </Box>
      </Stack>
    </Stack>
  );
}
