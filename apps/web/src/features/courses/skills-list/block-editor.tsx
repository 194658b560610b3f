import type { AssessmentPart } from '@app/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Checkbox, Chip, FormControlLabel, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { AnswersEditor } from './answers-editor';
import type { UpdateAssessmentPartInput } from './api/update-assessment-part';
import { BLOCK_TYPE_INFO, isTitleBlock } from './block-types';

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

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="skills-block"
      aria-label={`Block ${index + 1}: ${info.label}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        p: { xs: 1, sm: 1.5 },
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 6 : 0,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderLeft: 4,
        borderLeftColor: (t) => (info.color === 'default' ? t.palette.divider : t.palette[info.color].main),
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label="Drag to reorder"
          size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Chip
          size="small"
          icon={info.icon}
          label={info.label}
          color={info.color}
          variant="outlined"
          sx={{ minWidth: 0, flexShrink: 1 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <FormControlLabel
          label="Action plan"
          sx={{ mr: 0, flexShrink: 0, whiteSpace: 'nowrap' }}
          control={
            <Checkbox size="small" checked={part.actionPlan} onChange={(e) => onChange({ actionPlan: e.target.checked })} />
          }
        />
        <Tooltip title="Delete block">
          <IconButton aria-label="Delete block" onClick={onDelete}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <TextField
        fullWidth
        size="small"
        label={info.textLabel}
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
