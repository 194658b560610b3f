import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { SKILLS_TEXTS as K } from '../builder-messages';
import { MAX_ANSWERS, MIN_ANSWERS } from './block-types';

const clean = (answers: string[]) => answers.map((a) => a.trim()).filter((a) => a.length > 0);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The answers of a multiple-choice block: edit, add, remove. Blank answers are kept on screen but not
 * saved; a list with fewer than two real answers is not saved and says why.
 */
export function AnswersEditor({ answers, onSave }: { answers: string[]; onSave(answers: string[]): void }) {
  const [drafts, setDrafts] = useState<string[]>(answers);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  // Take the server's list when it differs from what is typed here (another tab, a refused save).
  useEffect(() => {
    setDrafts((current) => (same(clean(current), answers) ? current : answers));
  }, [answers]);

  useEffect(() => {
    if (focusIndex !== null) {
      inputs.current[focusIndex]?.focus();
      setFocusIndex(null);
    }
  }, [focusIndex]);

  const filled = clean(drafts);
  const tooFew = filled.length < MIN_ANSWERS;

  const save = (next: string[]) => {
    const cleaned = clean(next);
    if (cleaned.length >= MIN_ANSWERS && !same(cleaned, answers)) onSave(cleaned);
  };

  return (
    <Box>
      <Stack spacing={1} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t(K.answers)}>
        {drafts.map((answer, index) => (
          // Answers have no ids of their own; the position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Stack component="li" key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
            <TextField
              size="small"
              fullWidth
              value={answer}
              placeholder={t(K.answerNumber, { number: index + 1 })}
              inputRef={(el: HTMLInputElement | null) => {
                inputs.current[index] = el;
              }}
              slotProps={{ htmlInput: { 'aria-label': t(K.answerNumber, { number: index + 1 }), maxLength: 500 } }}
              onChange={(e) => setDrafts((list) => list.map((a, i) => (i === index ? e.target.value : a)))}
              onBlur={() => save(drafts)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (index === drafts.length - 1 && drafts.length < MAX_ANSWERS) {
                    setDrafts((list) => [...list, '']);
                    setFocusIndex(drafts.length);
                  } else {
                    inputs.current[index + 1]?.focus();
                  }
                }
              }}
            />
            <Tooltip title={drafts.length <= MIN_ANSWERS ? t(K.atLeastAnswers, { count: MIN_ANSWERS }) : t(K.removeAnswer)}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t(K.removeAnswerNumber, { number: index + 1 })}
                  disabled={drafts.length <= MIN_ANSWERS}
                  onClick={() => {
                    const next = drafts.filter((_, i) => i !== index);
                    setDrafts(next);
                    save(next);
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      {tooFew && (
        <FormHelperText error sx={{ ml: 4 }}>
          {t(K.tooFewAnswers, { count: MIN_ANSWERS })}
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1, ml: 3 }}
        disabled={drafts.length >= MAX_ANSWERS}
        onClick={() => {
          setDrafts((list) => [...list, '']);
          setFocusIndex(drafts.length);
        }}
      >
        {t(K.addAnswer)}
      </Button>
    </Box>
  );
}
