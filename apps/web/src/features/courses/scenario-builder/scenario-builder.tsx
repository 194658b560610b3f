import {
  type Course,
  DEFAULT_RP_REFERENCE,
  DEFAULT_SCENARIO_COMPONENT_TYPE_ID,
  SCENARIO_DURATION,
  type ScenarioComponent,
} from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { SortableList } from '../../../components/sortable-list';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { SCENARIO_TEXTS as S } from '../builder-messages';
import { componentTypeName, quoted, scenarioFailureText } from '../builder-texts';
import { useCreateScenarioComponent } from './api/create-scenario-component';
import { useDeleteScenarioComponent } from './api/delete-scenario-component';
import { useScenarioComponentTypes } from './api/get-scenario-component-types';
import { useScenarioComponents } from './api/get-scenario-components';
import { useUpdateScenarioComponent } from './api/update-scenario-component';
import { NewTypeDialog } from './new-type-dialog';
import { ScenarioComponentRow } from './scenario-component-row';
import { callLength, formatMinutes } from './scenario-format';

/**
 * The course's call, part by part: sortable components with type, content, duration and role-player,
 * and the call length they add up to. Once the course has a roleplay shift the parts can still be
 * edited and reordered, but no longer added or deleted.
 */
export function ScenarioBuilder({ course }: { course: Course }) {
  const { push } = useMessages();
  const components = useScenarioComponents(course.id);
  const types = useScenarioComponentTypes();
  const create = useCreateScenarioComponent(course.id, {
    onError: (err) => void scenarioFailureText(err, S.createFailed).then(push),
  });
  const update = useUpdateScenarioComponent(course.id, {
    onError: (err) => void scenarioFailureText(err, S.updateFailed).then(push),
  });
  const remove = useDeleteScenarioComponent(course.id, {
    onError: (err) => void scenarioFailureText(err, S.deleteFailed).then(push),
  });
  const [toDelete, setToDelete] = useState<ScenarioComponent | null>(null);
  const [typeDialogOpen, setTypeDialogOpen] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);

  const list = components.data ?? [];
  const locked = course.hasRoleplayShift;
  const total = callLength(list);

  const add = () =>
    create.mutate(
      {
        scenarioComponentTypeId: DEFAULT_SCENARIO_COMPONENT_TYPE_ID,
        content: '',
        duration: SCENARIO_DURATION.default,
        rpReference: DEFAULT_RP_REFERENCE,
      },
      { onSuccess: (created) => setFocusId(created.id) },
    );

  return (
    <Paper component="section" aria-labelledby="scenario-builder-title">
      <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography id="scenario-builder-title" variant="h6" component="h2">
            {t(S.title)}
          </Typography>
          <Chip
            icon={<ScheduleIcon />}
            color="primary"
            variant="outlined"
            label={t(S.callLength, { length: formatMinutes(total) })}
            data-testid="call-length"
          />
        </Stack>

        {locked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(S.lockedStillEdit)}
          </Alert>
        )}

        {components.isPending ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : components.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => components.refetch()}>
                {t(S.retry)}
              </Button>
            }
          >
            {screenErrorText(components.error, t(S.errorRetrievingData))}
          </Alert>
        ) : list.length === 0 ? (
          <Box
            sx={{
              py: 3,
              textAlign: 'center',
              color: 'text.secondary',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              borderStyle: 'dashed',
            }}
          >
            <Typography>{t(S.noComponents)}</Typography>
            <Typography variant="body2">{t(S.noComponentsHint)}</Typography>
          </Box>
        ) : (
          <SortableList
            items={list}
            noun="component"
            ariaLabel={t(S.components)}
            onMove={(id, to) => update.mutate({ id, input: { position: to } })}
          >
            {(component, index) => (
              <ScenarioComponentRow
                key={component.id}
                component={component}
                index={index}
                types={types.data ?? []}
                locked={locked}
                autoFocus={component.id === focusId}
                onChange={(input, typeName) => update.mutate({ id: component.id, input, typeName })}
                onDelete={() => setToDelete(component)}
              />
            )}
          </SortableList>
        )}

        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={add}
            disabled={locked || create.isPending || components.isPending}
          >
            {t(S.addComponent)}
          </Button>
          <Button startIcon={<CategoryOutlinedIcon />} onClick={() => setTypeDialogOpen(true)}>
            {t(S.newType)}
          </Button>
        </Stack>
      </Box>

      <ConfirmDialog
        open={toDelete !== null}
        title={t(S.deleteTitle)}
        message={
          toDelete
            ? t(S.deleteBody, {
                type: componentTypeName(toDelete.typeName).toLowerCase(),
                content: quoted(toDelete.content || t(S.withoutContent)),
                duration: toDelete.duration,
              })
            : ''
        }
        confirmLabel={t(S.delete)}
        destructive
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
      <NewTypeDialog open={typeDialogOpen} onClose={() => setTypeDialogOpen(false)} />
    </Paper>
  );
}
