import { type AssessmentPart, BLOCK_TYPES, type BlockType, MESSAGES } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  Alert,
  Box,
  Button,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { SortableList } from '../../../components/sortable-list';
import { errorText } from '../../../lib/api';
import { scenarioComponentsQueryOptions } from '../scenario-builder/api/get-scenario-components';
import { useCreateAssessmentPart } from './api/create-assessment-part';
import { useDeleteAssessmentPart } from './api/delete-assessment-part';
import { useAssessmentPartTypes } from './api/get-assessment-part-types';
import { useAssessmentParts } from './api/get-assessment-parts';
import { useUpdateAssessmentPart } from './api/update-assessment-part';
import { BlockEditor } from './block-editor';
import { BLOCK_TYPE_INFO, DEFAULT_ANSWERS } from './block-types';
import { SkillsListPreview } from './skills-list-preview';

function AddBlockMenu({ disabled, onAdd }: { disabled: boolean; onAdd(blockType: BlockType): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        Add block
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BLOCK_TYPES.map((blockType) => {
          const info = BLOCK_TYPE_INFO[blockType];
          return (
            <MenuItem
              key={blockType}
              onClick={() => {
                setAnchor(null);
                onAdd(blockType);
              }}
              sx={{ maxWidth: 360, whiteSpace: 'normal' }}
            >
              <ListItemIcon>{info.icon}</ListItemIcon>
              <ListItemText primary={info.label} secondary={info.description} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** /courses/:id/skillsList: builds the assessment form of a course, with a preview of what assessors see. */
export default function SkillsListPage() {
  const courseId = Number(useParams().id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  if (!valid) return <Alert severity="error">This course does not exist.</Alert>;
  return <SkillsListBuilder courseId={courseId} />;
}

function SkillsListBuilder({ courseId }: { courseId: number }) {
  const { push } = useMessages();
  const theme = useTheme();
  const sideBySide = useMediaQuery(theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<'build' | 'preview'>('build');
  const parts = useAssessmentParts(courseId);
  const types = useAssessmentPartTypes();
  const scenario = useQuery(scenarioComponentsQueryOptions(courseId));
  const [focusId, setFocusId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AssessmentPart | null>(null);

  const create = useCreateAssessmentPart(courseId, { onError: (err) => push(errorText(err, MESSAGES.errorCreatingQuestion)) });
  const update = useUpdateAssessmentPart(courseId, { onError: (err) => push(errorText(err, 'Could not update question')) });
  const remove = useDeleteAssessmentPart(courseId, { onError: (err) => push(errorText(err, 'Could not delete question')) });

  const list = parts.data ?? [];

  const add = (blockType: BlockType) => {
    const type = types.data?.find((t) => t.blockType === blockType);
    if (!type) {
      push(MESSAGES.errorCreatingQuestion);
      return;
    }
    create.mutate(
      {
        assessmentPartTypeId: type.id,
        text: '',
        actionPlan: false,
        data: { answers: blockType === 'multiple_choice' ? DEFAULT_ANSWERS : [] },
      },
      { onSuccess: (created) => setFocusId(created.id) },
    );
  };

  if (parts.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => parts.refetch()}>
            Retry
          </Button>
        }
      >
        {errorText(parts.error, MESSAGES.errorRetrievingData)}
      </Alert>
    );
  }

  const builder = (
    <Box>
      {parts.isPending ? (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderStyle: 'dashed', color: 'text.secondary' }}>
          <Typography>No blocks yet.</Typography>
          <Typography variant="body2">Start with a heading, then add the skills an assessor rates in each scenario.</Typography>
        </Paper>
      ) : (
        <SortableList
          items={list}
          noun="block"
          ariaLabel="Skills list blocks"
          onMove={(id, to) => update.mutate({ id, input: { position: to } })}
        >
          {(part, index) => (
            <BlockEditor
              key={part.id}
              part={part}
              index={index}
              autoFocus={part.id === focusId}
              onChange={(input) => update.mutate({ id: part.id, input })}
              onDelete={() => setToDelete(part)}
            />
          )}
        </SortableList>
      )}
      <Box sx={{ mt: 2 }}>
        <AddBlockMenu disabled={types.isPending || create.isPending || parts.isPending} onAdd={add} />
      </Box>
    </Box>
  );

  const preview = <SkillsListPreview parts={list} scenarioComponents={scenario.data ?? []} />;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2">
          Skills List
        </Typography>
        <Typography color="text.secondary" variant="body2">
          The assessment form coaches and role-players fill in for each participant. Changes are saved as you go.
        </Typography>
      </Box>

      {sideBySide ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 3, alignItems: 'start' }}>
          {builder}
          <Box sx={{ position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflow: 'auto' }}>{preview}</Box>
        </Box>
      ) : (
        <Box>
          <Tabs
            value={tab}
            onChange={(_e, value: 'build' | 'preview') => setTab(value)}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="build" label="Build" />
            <Tab value="preview" label="Preview" />
          </Tabs>
          {tab === 'build' ? builder : preview}
        </Box>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete block?"
        message={
          toDelete
            ? `The ${BLOCK_TYPE_INFO[toDelete.blockType].label.toLowerCase()} '${toDelete.text || 'without text'}' will be removed from the skills list.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
