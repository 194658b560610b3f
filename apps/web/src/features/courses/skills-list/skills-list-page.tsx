import { type AssessmentPart, BLOCK_TYPES, type BlockType } from '@app/shared';
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
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { SKILLS_TEXTS as K, SCENARIO_TEXTS } from '../builder-messages';
import { quoted } from '../builder-texts';
import { scenarioComponentsQueryOptions } from '../scenario-builder/api/get-scenario-components';
import { useCreateAssessmentPart } from './api/create-assessment-part';
import { useDeleteAssessmentPart } from './api/delete-assessment-part';
import { useAssessmentPartTypes } from './api/get-assessment-part-types';
import { useAssessmentParts } from './api/get-assessment-parts';
import { useUpdateAssessmentPart } from './api/update-assessment-part';
import { BlockEditor } from './block-editor';
import { BLOCK_TYPE_INFO, blockTypeDescription, blockTypeLabel, defaultAnswers } from './block-types';
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
        {t(K.addBlock)}
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
              <ListItemText primary={blockTypeLabel(blockType)} secondary={blockTypeDescription(blockType)} />
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
  if (!valid) return <Alert severity="error">{t(K.noCourse)}</Alert>;
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

  const create = useCreateAssessmentPart(courseId, {
    onError: (err) => void localErrorText(err, t(K.createFailed)).then(push),
  });
  const update = useUpdateAssessmentPart(courseId, {
    onError: (err) => void localErrorText(err, t(K.updateFailed)).then(push),
  });
  const remove = useDeleteAssessmentPart(courseId, {
    onError: (err) => void localErrorText(err, t(K.deleteFailed)).then(push),
  });

  const list = parts.data ?? [];

  const add = (blockType: BlockType) => {
    const type = types.data?.find((found) => found.blockType === blockType);
    if (!type) {
      push(t(K.createFailed));
      return;
    }
    create.mutate(
      {
        assessmentPartTypeId: type.id,
        text: '',
        actionPlan: false,
        data: { answers: blockType === 'multiple_choice' ? defaultAnswers() : [] },
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
            {t(SCENARIO_TEXTS.retry)}
          </Button>
        }
      >
        {screenErrorText(parts.error, t(SCENARIO_TEXTS.errorRetrievingData))}
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
          <Typography>{t(K.noBlocks)}</Typography>
          <Typography variant="body2">{t(K.noBlocksHint)}</Typography>
        </Paper>
      ) : (
        <SortableList
          items={list}
          noun="block"
          ariaLabel={t(K.blocks)}
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
          {t(K.title)}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t(K.intro)}
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
            <Tab value="build" label={t(K.build)} />
            <Tab value="preview" label={t(K.preview)} />
          </Tabs>
          {tab === 'build' ? builder : preview}
        </Box>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t(K.deleteTitle)}
        message={
          toDelete
            ? t(K.deleteBody, {
                type: t(K.typeInSentence, { type: toDelete.blockType }),
                text: quoted(toDelete.text || t(K.withoutText)),
              })
            : ''
        }
        confirmLabel={t(SCENARIO_TEXTS.delete)}
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
