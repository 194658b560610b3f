import type { AssessmentPart, ScenarioComponent } from '@app/shared';
import FlagIcon from '@mui/icons-material/Flag';
import { Box, Chip, Divider, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { SKILLS_TEXTS as K } from '../builder-messages';
import { SCENARIO_ANSWERS, scenarioAnswerLabel } from './block-types';

/** The scenarios an assessor rates a skill in; a course without any still shows one row. */
interface PreviewScenario {
  id: number | null;
  /** 'Scenario 2' */
  label: string;
  /** What happens in it, as the scenario builder says. */
  detail: string;
}

export function previewScenarios(components: ScenarioComponent[]): PreviewScenario[] {
  const scenarios = components.filter((c) => c.typeName.toLowerCase() === 'scenario');
  if (scenarios.length === 0) return [{ id: null, label: '', detail: '' }];
  return scenarios.map((c, i) => ({ id: c.id, label: t(K.scenarioNumber, { number: i + 1 }), detail: c.content }));
}

/** A scenario-name column, then one column per answer: the same on every row, header included. */
const ratingGrid = {
  display: 'grid',
  columnGap: 0.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr) repeat(4, 52px)', sm: 'minmax(0, 1fr) repeat(4, 76px)' },
} as const;

function ActionPlanMark() {
  return <Chip size="small" icon={<FlagIcon />} label={t(K.actionPlan)} color="secondary" variant="outlined" sx={{ ml: 1 }} />;
}

function QuestionLabel({ number, part }: { number: number; part: AssessmentPart }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
        {number}. {part.text || <Untitled />}
      </Typography>
      {part.actionPlan && <ActionPlanMark />}
    </Box>
  );
}

function Untitled() {
  return (
    <Box component="span" sx={{ color: 'text.disabled', fontStyle: 'italic' }}>
      {t(K.noTextYet)}
    </Box>
  );
}

function PreviewBlock({ part, number, scenarios }: { part: AssessmentPart; number: number; scenarios: PreviewScenario[] }) {
  const name = `preview-${part.id}`;
  switch (part.blockType) {
    case 'heading':
      return (
        <Box sx={{ pt: 1 }}>
          <Typography variant="h6" component="h3" sx={{ display: 'flex', alignItems: 'center' }}>
            {part.text || <Untitled />}
            {part.actionPlan && <ActionPlanMark />}
          </Typography>
          <Divider />
        </Box>
      );
    case 'sub_heading':
      return (
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {part.text || <Untitled />}
          {part.actionPlan && <ActionPlanMark />}
        </Typography>
      );
    case 'true_false':
      return (
        <Box data-testid="preview-true-false">
          <QuestionLabel number={number} part={part} />
          <Box sx={{ mt: 0.5, pl: { xs: 0, sm: 2 } }}>
            <Box aria-hidden sx={{ ...ratingGrid, alignItems: 'end', pb: 0.5 }}>
              <span />
              {SCENARIO_ANSWERS.map((a) => (
                <Typography
                  key={a.value}
                  variant="caption"
                  color="text.secondary"
                  sx={{ textAlign: 'center', lineHeight: 1.2 }}
                  title={a.value === 'dngt' ? t(K.didNotGetTo) : undefined}
                >
                  {scenarioAnswerLabel(a.value)}
                </Typography>
              ))}
            </Box>
            {scenarios.map((scenario) => {
              const key = scenario.id ?? 'each';
              const labelId = `${name}-${key}-label`;
              return (
                <Box key={key} sx={{ ...ratingGrid, alignItems: 'center', borderTop: 1, borderColor: 'divider' }}>
                  <Box id={labelId} sx={{ minWidth: 0, py: 0.25 }} title={scenario.detail || undefined}>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      noWrap
                      sx={scenario.id === null ? { fontStyle: 'italic' } : undefined}
                    >
                      {scenario.label || t(K.eachScenario)}
                    </Typography>
                    {scenario.detail && (
                      <Typography variant="caption" color="text.disabled" noWrap component="p">
                        {scenario.detail}
                      </Typography>
                    )}
                  </Box>
                  <RadioGroup
                    row
                    name={`${name}-${key}`}
                    aria-labelledby={scenario.id === null ? undefined : labelId}
                    aria-label={scenario.id === null ? part.text || t(K.rating) : undefined}
                    sx={{
                      gridColumn: '2 / span 4',
                      display: 'grid',
                      gridTemplateColumns: 'repeat(4, 1fr)',
                      justifyItems: 'center',
                    }}
                  >
                    {SCENARIO_ANSWERS.map((a) => (
                      <Radio
                        key={a.value}
                        value={a.value}
                        size="small"
                        slotProps={{ input: { 'aria-label': scenarioAnswerLabel(a.value) } }}
                      />
                    ))}
                  </RadioGroup>
                </Box>
              );
            })}
          </Box>
        </Box>
      );
    case 'short_answer':
      return (
        <Box>
          <QuestionLabel number={number} part={part} />
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={2}
            placeholder={t(K.answer)}
            sx={{ mt: 1, pl: 2 }}
            slotProps={{ htmlInput: { 'aria-label': part.text || t(K.answer) } }}
          />
        </Box>
      );
    case 'multiple_choice':
      return (
        <Box data-testid="preview-multiple-choice">
          <QuestionLabel number={number} part={part} />
          <RadioGroup name={name} sx={{ pl: 2 }} aria-label={part.text || t(K.answers)}>
            {part.data.answers.map((answer, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers may repeat; their place is what tells them apart
              <FormControlLabel key={i} value={String(i)} control={<Radio size="small" />} label={answer} />
            ))}
          </RadioGroup>
        </Box>
      );
  }
}

/** The skills list as an assessor will fill it in: titles, skills rated per scenario, questions. */
export function SkillsListPreview({
  parts,
  scenarioComponents,
}: {
  parts: AssessmentPart[];
  scenarioComponents: ScenarioComponent[];
}) {
  const scenarios = previewScenarios(scenarioComponents);
  let number = 0;
  const blocks: ReactNode[] = parts.map((part) => {
    if (part.blockType !== 'heading' && part.blockType !== 'sub_heading') number += 1;
    return (
      <Fragment key={part.id}>
        <PreviewBlock part={part} number={number} scenarios={scenarios} />
      </Fragment>
    );
  });

  return (
    <Paper variant="outlined" component="section" aria-label={t(K.preview)} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography variant="overline" color="text.secondary">
        {t(K.previewTitle)}
      </Typography>
      {parts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t(K.emptyForm)}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {blocks}
        </Stack>
      )}
    </Paper>
  );
}
