import { RP_REFERENCES, type ScenarioComponent, type ScenarioComponentType } from '@app/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { SCENARIO_TEXTS as S } from '../builder-messages';
import { componentTypeName } from '../builder-texts';
import type { UpdateScenarioComponentInput } from './api/update-scenario-component';
import { DURATION_OPTIONS, rpColor } from './scenario-format';

export interface ScenarioComponentRowProps {
  component: ScenarioComponent;
  index: number;
  types: ScenarioComponentType[];
  /** The course has a roleplay shift: the component can no longer be deleted. */
  locked: boolean;
  /** Put the cursor in the content at once (a component just added). */
  autoFocus?: boolean;
  onChange(input: UpdateScenarioComponentInput, typeName?: string): void;
  onDelete(): void;
}

/** A role-player reference as a coloured chip: 'RP 3', or a plain 'None'. */
export function RpChip({ reference }: { reference: number | null }) {
  if (reference === null) return <Chip size="small" label={t(S.none)} variant="outlined" />;
  return (
    <Chip
      size="small"
      label={t(S.rp, { reference })}
      sx={{ bgcolor: rpColor(reference), color: '#fff', fontWeight: 600, minWidth: 52 }}
    />
  );
}

/** One part of the call: its type, what happens, how long, and which role-player plays it. */
export function ScenarioComponentRow({
  component,
  index,
  types,
  locked,
  autoFocus = false,
  onChange,
  onDelete,
}: ScenarioComponentRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: component.id,
  });
  const [content, setContent] = useState(component.content);
  useEffect(() => setContent(component.content), [component.content]);

  const typeOptions = types.some((type) => type.id === component.scenarioComponentTypeId)
    ? types
    : [{ id: component.scenarioComponentTypeId, name: component.typeName }, ...types];
  const isBreak = component.typeName.toLowerCase() === 'break';

  const saveContent = () => {
    const next = content.trim();
    if (next !== component.content) onChange({ content: next });
  };

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="scenario-row"
      aria-label={t(S.componentOf, { number: index + 1, type: componentTypeName(component.typeName) })}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        listStyle: 'none',
        display: 'grid',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderLeft: 4,
        borderLeftColor: component.rpReference === null ? 'grey.400' : rpColor(component.rpReference),
        bgcolor: isBreak ? 'grey.50' : 'background.paper',
        boxShadow: isDragging ? 6 : 0,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        gridTemplateColumns: { xs: 'auto 1fr 1fr auto', md: 'auto 150px minmax(0, 1fr) 112px 140px auto' },
        gridTemplateAreas: {
          xs: '"handle type type del" "content content content content" "dur dur rp rp"',
          md: '"handle type content dur rp del"',
        },
      }}
    >
      <Box sx={{ gridArea: 'handle', display: 'flex', alignItems: 'center' }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t(S.dragToReorder)}
          size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 20, textAlign: 'right' }} aria-hidden>
          {index + 1}
        </Typography>
      </Box>
      <TextField
        select
        size="small"
        label={t(S.type)}
        value={component.scenarioComponentTypeId}
        onChange={(e) => {
          const id = Number(e.target.value);
          onChange({ scenarioComponentTypeId: id }, typeOptions.find((type) => type.id === id)?.name);
        }}
        sx={{ gridArea: 'type' }}
      >
        {typeOptions.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {componentTypeName(type.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t(S.content)}
        placeholder={t(isBreak ? S.breakPlaceholder : S.contentPlaceholder)}
        value={content}
        autoFocus={autoFocus}
        onChange={(e) => setContent(e.target.value)}
        onBlur={saveContent}
        multiline
        maxRows={6}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        sx={{ gridArea: 'content' }}
      />
      <TextField
        select
        size="small"
        label={t(S.duration)}
        value={component.duration}
        onChange={(e) => onChange({ duration: Number(e.target.value) })}
        sx={{ gridArea: 'dur' }}
      >
        {DURATION_OPTIONS.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {t(S.minutes, { minutes })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t(S.rpReference)}
        value={component.rpReference === null ? 'none' : String(component.rpReference)}
        onChange={(e) => onChange({ rpReference: e.target.value === 'none' ? null : Number(e.target.value) })}
        slotProps={{
          select: {
            renderValue: (value) => <RpChip reference={value === 'none' ? null : Number(value)} />,
          },
        }}
        sx={{ gridArea: 'rp', '& .MuiSelect-select': { py: '6.5px' } }}
      >
        <MenuItem value="none">
          <RpChip reference={null} />
        </MenuItem>
        {RP_REFERENCES.map((rp) => (
          <MenuItem key={rp} value={String(rp)}>
            <RpChip reference={rp} />
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridArea: 'del', justifySelf: 'end' }}>
        <Tooltip title={t(locked ? S.locked : S.deleteComponent)}>
          <span>
            <IconButton aria-label={t(S.deleteComponent)} onClick={onDelete} disabled={locked}>
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
