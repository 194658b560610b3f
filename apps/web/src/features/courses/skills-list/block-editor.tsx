import type { AssessmentPart } from '@app/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Checkbox, Chip, FormControlLabel, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { SKILLS_TEXTS as K, SCENARIO_TEXTS } from '../builder-messages';
import { AnswersEditor } from './answers-editor';
import type { UpdateAssessmentPartInput } from './api/update-assessment-part';
import { BLOCK_TYPE_INFO, blockTextLabel, blockTypeLabel, isTitleBlock } from './block-types';

export interface BlockEditorProps {
  part: AssessmentPart;
  index: number;
  /** Put the cursor in the text at once (a block just added). */
  autoFocus: boolean;
  onChange(input: UpdateAssessmentPartInput): void;
  onDelete(): void;
}

/** One block of the skills list being built: its text, the action-plan flag, and answers for a multiple choice. */
export function BlockEditor({ part, index, autoFocus, onChange, onDelete }: BlockEditorProps) {
  const info = BLOCK_TYPE_INFO[part.blockType];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: part.id,
  });
  const [text, setText] = useState(part.text);
  useEffect(() => {
    setText((current) => (current.trim() === part.text ? current : part.text));
  }, [part.text]);

  const title = isTitleBlock(part.blockType);
  const typeLabel = blockTypeLabel(part.blockType);

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="skills-block"
      aria-label={t(K.blockOf, { number: index + 1, type: typeLabel })}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        p: { xs: 1, sm: 1.5 },
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 0,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderLeft: 4,
        borderLeftColor: (theme) => (info.color === 'default' ? theme.palette.divider : theme.palette[info.color].main),
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t(SCENARIO_TEXTS.dragToReorder)}
          size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Chip
          size="small"
          icon={info.icon}
          label={typeLabel}
          color={info.color}
          variant="outlined"
          sx={{ minWidth: 0, flexShrink: 1 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <FormControlLabel
          label={t(K.actionPlan)}
          sx={{ mr: 0, flexShrink: 0, whiteSpace: 'nowrap' }}
          control={
            <Checkbox size="small" checked={part.actionPlan} onChange={(e) => onChange({ actionPlan: e.target.checked })} />
          }
        />
        <Tooltip title={t(K.deleteBlock)}>
          <IconButton aria-label={t(K.deleteBlock)} onClick={onDelete}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <TextField
        fullWidth
        size="small"
        label={blockTextLabel(part.blockType)}
        value={text}
        autoFocus={autoFocus}
        multiline={!title}
        maxRows={5}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const next = text.trim();
          if (next !== part.text) onChange({ text: next });
        }}
        slotProps={{
          htmlInput: { maxLength: 2000 },
          input: title ? { sx: { fontWeight: 600 } } : undefined,
        }}
        sx={{ mt: 1 }}
      />
      {part.blockType === 'multiple_choice' && (
        <Box sx={{ mt: 1.5 }}>
          <AnswersEditor answers={part.data.answers} onSave={(answers) => onChange({ data: { answers } })} />
        </Box>
      )}
    </Paper>
  );
}
