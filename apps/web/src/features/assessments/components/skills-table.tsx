import {
  type AnswerDataInput,
  blockTakesAnswer,
  type LiveChange,
  type ParticipantAssessmentPart,
  RATINGS,
  type Rating,
  type SkillsList,
  type SkillsListPart,
  TRUE_FALSE_ANSWERS,
  type TrueFalseAnswer,
} from '@app/shared';
import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type FocusEvent, useRef } from 'react';
import { ChangedElsewhereAlert } from '../../../components/changed-elsewhere';
import { useMessages } from '../../../components/messages';
import { ScrollTable, stickyFirstColumn } from '../../../components/scroll-table';
import { useDraft } from '../../../components/use-draft';
import { ApiError } from '../../../lib/api';
import { localErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { useCreateAnswer } from '../api/create-answer';
import { useCreateRating } from '../api/create-rating';
import { useUpdateAnswer } from '../api/update-answer';
import { useUpdateRating } from '../api/update-rating';
import { ASSESSMENTS_TEXTS as A } from '../messages';
import { changeOfAssessment } from './change-of-assessment';
import { CHOSEN } from './chosen';

const RATING_LABELS: Record<Rating, string> = { [-1]: '−1', 0: '0', 1: '+1' };
/**
 * Compact buttons, so that two or three scenario columns fit beside the skill without scrolling on a
 * desktop; at least 44 px high on a phone. The chosen one is filled with a check, not a faint tint
 * (also when read-only), and says so to assistive technology (aria-pressed, set by ToggleButton).
 */
const ANSWER_BUTTON = {
  px: 0.75,
  py: 0.25,
  minHeight: { xs: 44, sm: 30 },
  fontSize: 12,
  textTransform: 'none',
  whiteSpace: 'nowrap',
  gap: 0.5,
  ...CHOSEN,
} as const;

/** The check on a chosen answer or rating (hidden from assistive technology: aria-pressed says it). */
function Chosen({ on }: { on: boolean }) {
  return on ? <CheckIcon sx={{ fontSize: 14 }} aria-hidden /> : null;
}

/** What the four true/false answers mean, once above the table (DNGT is spelled out nowhere else). */
function AnswerLegend() {
  return (
    <Box
      component="dl"
      data-testid="answer-legend"
      sx={{
        m: 0,
        mb: 1,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 1,
        rowGap: 0.25,
        typography: 'body2',
        color: 'text.secondary',
        '& dt': { fontWeight: 700, color: 'text.primary' },
        '& dd': { m: 0 },
      }}
    >
      {TRUE_FALSE_ANSWERS.map((option) => (
        <Box key={option} sx={{ display: 'contents' }}>
          <dt>{t(A.answer, { answer: option })}</dt>
          <dd>{t(A.meaning, { answer: option })}</dd>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The skills list by scenario: a row per item (headings and sub-headings as section rows), a column
 * per scenario of the call with that column's answer control, and the item's rating. A column the
 * viewer may not edit is shown read-only.
 */
export function SkillsTable({ data, assessmentId }: { data: SkillsList; assessmentId: () => Promise<number> }) {
  const answers = new Map(data.answers.map((a) => [`${a.assessmentPartId}:${a.scenarioComponentId}`, a]));
  const ratings = new Map(data.ratings.map((r) => [r.assessmentPartId, r]));
  const columns = data.scenarios.length + 2;
  const hasTrueFalse = data.parts.some((part) => part.blockType === 'true_false');
  return (
    <>
      {hasTrueFalse && <AnswerLegend />}
      <ScrollTable label={t(A.skillsList)}>
        <Table size="small" aria-label={t(A.skillsList)} sx={stickyFirstColumn}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: { xs: 120, sm: 160 }, maxWidth: { xs: 150, sm: 'none' } }}>{t(A.skill)}</TableCell>
              {data.scenarios.map((s) => (
                <TableCell key={s.id} sx={{ minWidth: 240 }}>
                  <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                    {s.content || t(A.scenario)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {s.roleplayer ? s.roleplayer.name : t(A.noRolePlayer)}
                  </Typography>
                </TableCell>
              ))}
              <TableCell>{t(A.rating)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.parts.map((part) =>
              blockTakesAnswer(part.blockType) ? (
                <TableRow key={part.id}>
                  <TableCell>{part.text}</TableCell>
                  {data.scenarios.map((s) => (
                    <TableCell key={s.id}>
                      <AnswerControl
                        part={part}
                        scenarioComponentId={s.id}
                        scenarioName={s.content}
                        answer={answers.get(`${part.id}:${s.id}`)}
                        editable={s.permissions.edit}
                        assessmentId={assessmentId}
                        match={changeOfAssessment(data)}
                      />
                    </TableCell>
                  ))}
                  <TableCell>
                    <RatingControl
                      part={part}
                      current={ratings.get(part.id)}
                      editable={data.permissions.edit}
                      assessmentId={assessmentId}
                    />
                  </TableCell>
                </TableRow>
              ) : (
                <TableRow key={part.id}>
                  <TableCell colSpan={columns} sx={{ bgcolor: part.blockType === 'heading' ? 'grey.100' : undefined }}>
                    <Typography
                      variant={part.blockType === 'heading' ? 'subtitle1' : 'subtitle2'}
                      component="span"
                      sx={{ fontWeight: 600 }}
                    >
                      {part.text}
                    </Typography>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </ScrollTable>
    </>
  );
}

/**
 * Saves one answer over `over`, the answer as it was read (the page's current one unless told):
 * the first one is created (409 when somebody answered first), a later one changed with its version
 * stamp (409 when changed meanwhile). The saved answer, or null when refused.
 */
function useSaveAnswer(opts: {
  part: SkillsListPart;
  scenarioComponentId: number;
  answer: ParticipantAssessmentPart | undefined;
  assessmentId: () => Promise<number>;
}) {
  const create = useCreateAnswer();
  const update = useUpdateAnswer();
  const { push } = useMessages();
  const save = async (
    data: AnswerDataInput,
    over: ParticipantAssessmentPart | undefined = opts.answer,
  ): Promise<ParticipantAssessmentPart | null> => {
    try {
      if (over) return await update.mutateAsync({ id: over.id, data, updatedAt: over.updatedAt });
      const participantAssessmentId = await opts.assessmentId();
      return await create.mutateAsync({
        participantAssessmentId,
        assessmentPartId: opts.part.id,
        scenarioComponentId: opts.scenarioComponentId,
        data,
      });
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409;
      void localErrorText(err, t(A.saveAnswerFailed)).then((text) => push(text, conflict ? 'warning' : 'error'));
      return null;
    }
  };
  return { save, saving: create.isPending || update.isPending };
}

function AnswerControl(props: {
  part: SkillsListPart;
  scenarioComponentId: number;
  scenarioName: string;
  answer: ParticipantAssessmentPart | undefined;
  editable: boolean;
  assessmentId: () => Promise<number>;
  match(change: LiveChange): boolean;
}) {
  const { part, answer, editable } = props;
  const { save, saving } = useSaveAnswer(props);
  const label = t(A.answerOf, { skill: part.text, scenario: props.scenarioName || t(A.scenario) });
  const data = answer?.data;
  if (part.blockType === 'true_false') {
    const value = data && 'value' in data ? data.value : null;
    return (
      <ToggleButtonGroup
        color="primary"
        exclusive
        size="small"
        value={value}
        disabled={!editable || saving}
        aria-label={label}
        onChange={(_, next: TrueFalseAnswer | null) => {
          if (next !== null && next !== value) void save({ value: next });
        }}
      >
        {TRUE_FALSE_ANSWERS.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            sx={ANSWER_BUTTON}
            title={t(A.answerTitle, { answer: t(A.answer, { answer: option }), meaning: t(A.meaning, { answer: option }) })}
          >
            <Chosen on={value === option} />
            {t(A.answer, { answer: option })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    );
  }
  if (part.blockType === 'multiple_choice') {
    const value = data && 'answerIndex' in data ? data.answerIndex : '';
    return (
      <Select
        size="small"
        fullWidth
        displayEmpty
        value={value}
        disabled={!editable || saving}
        inputProps={{ 'aria-label': label }}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next !== value) void save({ answerIndex: next });
        }}
      >
        <MenuItem value="" disabled>
          <em>{t(A.choose)}</em>
        </MenuItem>
        {part.answers.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the answers are a fixed list and the index is the answer's value
          <MenuItem key={`${index}:${text}`} value={index}>
            {text}
          </MenuItem>
        ))}
      </Select>
    );
  }
  return (
    <ShortAnswer
      answer={answer}
      label={label}
      disabled={!editable || saving}
      match={props.match}
      onSave={(text, over) => save({ text }, over)}
    />
  );
}

const answerText = (answer: ParticipantAssessmentPart | undefined) => (answer && 'text' in answer.data ? answer.data.text : '');
const sameAnswerVersion = (a: ParticipantAssessmentPart | undefined, b: ParticipantAssessmentPart | undefined) =>
  a?.id === b?.id && a?.updatedAt === b?.updatedAt;

/**
 * A short answer, saved when the field loses focus after a change, over the answer it was begun
 * from. A newer answer from the server replaces the text unless the user is editing it; then the
 * field says who changed the assessment, with Reload to take the saved answer.
 */
function ShortAnswer(props: {
  answer: ParticipantAssessmentPart | undefined;
  label: string;
  disabled: boolean;
  match(change: LiveChange): boolean;
  onSave(text: string, over: ParticipantAssessmentPart | undefined): Promise<ParticipantAssessmentPart | null>;
}) {
  const saved = answerText(props.answer);
  const field = useDraft(saved, props.answer, { sameVersion: sameAnswerVersion });
  const box = useRef<HTMLDivElement>(null);
  const blur = (event: FocusEvent) => {
    // Going to this field's Reload is not a save: Reload takes the saved answer instead.
    if (event.relatedTarget instanceof Node && box.current?.contains(event.relatedTarget)) return;
    if (field.draft === saved) {
      if (field.touched) field.takeSaved();
      return;
    }
    const text = field.draft;
    void props.onSave(text, field.version).then((answer) => {
      if (answer) field.savedAs(text, answer);
    });
  };
  return (
    <Box ref={box}>
      <ChangedElsewhereAlert match={props.match} editing={field.changedUnder} onReload={field.takeSaved} sx={{ mb: 0.5 }} />
      <TextField
        size="small"
        fullWidth
        multiline
        maxRows={6}
        value={field.draft}
        disabled={props.disabled}
        slotProps={{ htmlInput: { 'aria-label': props.label, maxLength: 5000 } }}
        onChange={(event) => field.setDraft(event.target.value)}
        onBlur={blur}
      />
    </Box>
  );
}

/** The item's rating, -1, 0 or +1; pressing the selected rating again clears it to 0 (the server applies the rule). */
function RatingControl(props: {
  part: SkillsListPart;
  current: { id: number; rating: Rating; updatedAt: string } | undefined;
  editable: boolean;
  assessmentId: () => Promise<number>;
}) {
  const create = useCreateRating();
  const update = useUpdateRating();
  const { push } = useMessages();
  const value = props.current?.rating ?? 0;
  const press = async (pressed: Rating) => {
    const { current } = props;
    try {
      if (current) await update.mutateAsync({ id: current.id, pressed, updatedAt: current.updatedAt });
      else
        await create.mutateAsync({
          participantAssessmentId: await props.assessmentId(),
          assessmentPartId: props.part.id,
          pressed,
        });
    } catch (err) {
      void localErrorText(err, t(current ? A.updateRatingFailed : A.setRatingFailed)).then((text) => push(text, 'warning'));
    }
  };
  return (
    <ToggleButtonGroup
      color="primary"
      size="small"
      value={value}
      aria-label={t(A.ratingOf, { skill: props.part.text })}
      disabled={!props.editable || create.isPending || update.isPending}
    >
      {RATINGS.map((rating) => (
        <ToggleButton
          key={rating}
          value={rating}
          aria-label={t(A.rate, { rating: RATING_LABELS[rating] })}
          sx={{ ...ANSWER_BUTTON, minWidth: { xs: 44, sm: 32 } }}
          onClick={() => void press(rating)}
        >
          <Chosen on={value === rating} />
          {RATING_LABELS[rating]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
