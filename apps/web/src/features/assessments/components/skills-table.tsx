import {
  type AnswerDataInput,
  blockTakesAnswer,
  MESSAGES,
  type ParticipantAssessmentPart,
  RATINGS,
  type Rating,
  type SkillsList,
  type SkillsListPart,
  TRUE_FALSE_ANSWERS,
  TRUE_FALSE_LABELS,
  type TrueFalseAnswer,
} from '@app/shared';
import {
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
import { useState } from 'react';
import { useMessages } from '../../../components/messages';
import { ApiError, errorText } from '../../../lib/api';
import { useCreateAnswer } from '../api/create-answer';
import { useCreateRating } from '../api/create-rating';
import { useUpdateAnswer } from '../api/update-answer';
import { useUpdateRating } from '../api/update-rating';

const RATING_LABELS: Record<Rating, string> = { [-1]: '−1', 0: '0', 1: '+1' };
/** Compact buttons, so that two or three scenario columns fit beside the skill without scrolling. */
const ANSWER_BUTTON = { px: 0.75, py: 0.25, fontSize: 12, textTransform: 'none', whiteSpace: 'nowrap' } as const;

/**
 * The skills list by scenario: a row per item (headings and sub-headings as section rows), a column
 * per scenario of the call with that column's answer control, and the item's rating. A column the
 * viewer may not edit is shown read-only.
 */
export function SkillsTable({ data, assessmentId }: { data: SkillsList; assessmentId: () => Promise<number> }) {
  const answers = new Map(data.answers.map((a) => [`${a.assessmentPartId}:${a.scenarioComponentId}`, a]));
  const ratings = new Map(data.ratings.map((r) => [r.assessmentPartId, r]));
  const columns = data.scenarios.length + 2;
  return (
    <Table size="small" aria-label="Skills list">
      <TableHead>
        <TableRow>
          <TableCell sx={{ minWidth: 160 }}>Skill</TableCell>
          {data.scenarios.map((s) => (
            <TableCell key={s.id} sx={{ minWidth: 240 }}>
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {s.content || 'Scenario'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {s.roleplayer ? s.roleplayer.name : 'No role-player'}
              </Typography>
            </TableCell>
          ))}
          <TableCell>Rating</TableCell>
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
                    editable={s.canEdit}
                    assessmentId={assessmentId}
                  />
                </TableCell>
              ))}
              <TableCell>
                <RatingControl part={part} current={ratings.get(part.id)} editable={data.canEdit} assessmentId={assessmentId} />
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
  );
}

/** Saves one answer: the first one is created, a later one changed with its version stamp. */
function useSaveAnswer(opts: {
  part: SkillsListPart;
  scenarioComponentId: number;
  answer: ParticipantAssessmentPart | undefined;
  assessmentId: () => Promise<number>;
}) {
  const create = useCreateAnswer();
  const update = useUpdateAnswer();
  const { push } = useMessages();
  const save = async (data: AnswerDataInput) => {
    try {
      if (opts.answer) await update.mutateAsync({ id: opts.answer.id, data, updatedAt: opts.answer.updatedAt });
      else {
        const participantAssessmentId = await opts.assessmentId();
        await create.mutateAsync({
          participantAssessmentId,
          assessmentPartId: opts.part.id,
          scenarioComponentId: opts.scenarioComponentId,
          data,
        });
      }
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409;
      push(errorText(err, MESSAGES.couldNotSaveAnswer), conflict ? 'warning' : 'error');
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
}) {
  const { part, answer, editable } = props;
  const { save, saving } = useSaveAnswer(props);
  const label = `${part.text} (${props.scenarioName || 'Scenario'})`;
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
          <ToggleButton key={option} value={option} sx={ANSWER_BUTTON}>
            {TRUE_FALSE_LABELS[option]}
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
          <em>Choose…</em>
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
  const saved = data && 'text' in data ? data.text : '';
  return (
    <ShortAnswer key={saved} saved={saved} label={label} disabled={!editable || saving} onSave={(text) => void save({ text })} />
  );
}

/** A short answer, saved when the field loses focus after a change. */
function ShortAnswer(props: { saved: string; label: string; disabled: boolean; onSave(text: string): void }) {
  const [draft, setDraft] = useState(props.saved);
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      maxRows={6}
      value={draft}
      disabled={props.disabled}
      slotProps={{ htmlInput: { 'aria-label': props.label, maxLength: 5000 } }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft !== props.saved) props.onSave(draft);
      }}
    />
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
      push(errorText(err, current ? MESSAGES.couldNotUpdateRating : MESSAGES.couldNotSetRating), 'warning');
    }
  };
  return (
    <ToggleButtonGroup
      color="primary"
      size="small"
      value={value}
      aria-label={`Rating of ${props.part.text}`}
      disabled={!props.editable || create.isPending || update.isPending}
    >
      {RATINGS.map((rating) => (
        <ToggleButton
          key={rating}
          value={rating}
          aria-label={`Rate ${RATING_LABELS[rating]}`}
          sx={{ ...ANSWER_BUTTON, minWidth: 32 }}
          onClick={() => void press(rating)}
        >
          {RATING_LABELS[rating]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
