import {
  ANSWER_TYPES,
  type AnswerType,
  type TemplateDetail,
  type TemplateInput,
  templateBodySchema,
  validationSentence,
} from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Button, IconButton, MenuItem, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMessages } from '../../../components/messages';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused } from '../../../lib/i18n/validation-texts';
import { useTemplate } from '../api/get-template';
import { useSaveTemplate } from '../api/save-template';
import { COACHING_TEXTS, EDITOR_TEXTS as E, FORM_TEXTS } from '../messages';

/**
 * A refused field's sentence: in English the shared validation's (validationSentence), in another
 * language the field's label (the form's own words) with the catalogue's 'is not valid'.
 */
function refusal(path: readonly (string | number)[], english: () => string): string {
  if (currentLanguage() === 'en-CA') return english();
  const [first, index, part] = path;
  if (first === 'questions' && /^\d+$/.test(String(index))) {
    const n = Number(index) + 1;
    return fieldRefused(t(part === 'content' ? E.content : part === 'answerType' ? E.answerType : E.header, { n }));
  }
  return fieldRefused(t(E.name));
}

interface DraftQuestion {
  key: string;
  id?: number;
  header: string;
  content: string;
  answerType: AnswerType;
  answered: boolean;
}

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

function draftOf(detail: TemplateDetail | undefined, copy: boolean): DraftQuestion[] {
  return (detail?.questions ?? []).map((q) => ({
    key: newKey(),
    ...(copy ? {} : { id: q.id }),
    header: q.header,
    content: q.content,
    answerType: q.answerType,
    answered: !copy && q.answered,
  }));
}

/** /coaching-templates/new (optionally ?copy=<id>) and /coaching-templates/:id: a template's name and ordered questions. */
export function TemplateEditorPage() {
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const id = idParam === undefined ? null : Number(idParam);
  const copyOf = id === null && search.get('copy') ? Number(search.get('copy')) : null;
  const source = id ?? copyOf;
  if (source !== null && (!Number.isInteger(source) || source <= 0)) {
    return <Alert severity="warning">{t(FORM_TEXTS.notFound)}</Alert>;
  }
  return source === null ? <TemplateEditor id={null} /> : <LoadedEditor key={`${id}-${copyOf}`} id={id} source={source} />;
}

function LoadedEditor({ id, source }: { id: number | null; source: number }) {
  const template = useTemplate(source);
  if (template.isPending) return <PageLoader />;
  if (template.isError) {
    return (
      <Alert severity="error" role="alert">
        {screenErrorText(template.error, t(COACHING_TEXTS.loadFailed))}
      </Alert>
    );
  }
  return <TemplateEditor id={id} detail={template.data} />;
}

function TemplateEditor({ id, detail }: { id: number | null; detail?: TemplateDetail }) {
  const copy = id === null;
  const [name, setName] = useState(detail ? (copy ? t(E.copyName, { name: detail.name }) : detail.name) : '');
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => draftOf(detail, copy));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTemplate();
  const { push } = useMessages();
  const navigate = useNavigate();

  const change = (key: string, patch: Partial<DraftQuestion>) =>
    setQuestions((qs) => qs.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  const move = (index: number, by: number) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  function submit() {
    const input = {
      name,
      questions: questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        header: q.header,
        content: q.content,
        answerType: q.answerType,
      })),
    };
    const parsed = templateBodySchema.safeParse({ roleplayerAssessmentTemplate: input });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.slice(1).join('.');
        found[path] ??= refusal(issue.path.slice(1) as (string | number)[], () =>
          validationSentence(['roleplayerAssessmentTemplate', ...issue.path.slice(1)], issue.message),
        );
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: parsed.data.roleplayerAssessmentTemplate as TemplateInput },
      {
        onSuccess: (saved) => {
          push(t(E.saved, { name: saved.name }), 'success');
          if (id === null) navigate(`/coaching-templates/${saved.id}`, { replace: true });
          else setQuestions(draftOf(saved, false));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400 && Array.isArray(err.details)) {
            const found: Record<string, string> = {};
            for (const d of err.details as Array<{ field?: string; message?: string }>) {
              if (d.field && d.message) {
                const path = d.field.replace(/^roleplayerAssessmentTemplate\./, '');
                const { field, message } = d;
                found[path] = refusal(path.split('.'), () => validationSentence(field.split('.'), message));
              }
            }
            setErrors(found);
          }
        },
      },
    );
  }

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(id === null ? E.newTitle : E.title)}
      </Typography>
      {detail && id !== null && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(E.usedBy, { courses: detail.courseCount, records: detail.recordCount })}
        </Typography>
      )}
      <TextField
        label={t(E.name)}
        value={name}
        onChange={(e) => setName(e.target.value)}
        fullWidth
        required
        error={!!errors.name}
        helperText={errors.name}
        sx={{ mb: 2 }}
      />
      <Stack spacing={2}>
        {questions.map((q, index) => (
          <Paper key={q.key} variant="outlined" sx={{ p: 1.5 }} data-testid="template-question">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
              <Stack spacing={1.5} sx={{ flex: 1 }}>
                <TextField
                  label={t(E.header, { n: index + 1 })}
                  value={q.header}
                  disabled={q.answered}
                  onChange={(e) => change(q.key, { header: e.target.value })}
                  error={!!errors[`questions.${index}.header`]}
                  helperText={errors[`questions.${index}.header`]}
                  size="small"
                  required
                />
                <TextField
                  label={t(E.content, { n: index + 1 })}
                  value={q.content}
                  disabled={q.answered}
                  onChange={(e) => change(q.key, { content: e.target.value })}
                  size="small"
                  multiline
                />
              </Stack>
              <TextField
                select
                label={t(E.answerType, { n: index + 1 })}
                value={q.answerType}
                disabled={q.answered}
                onChange={(e) => change(q.key, { answerType: e.target.value as AnswerType })}
                size="small"
                sx={{ minWidth: 160 }}
              >
                {ANSWER_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(E.types, { type })}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row">
                <IconButton aria-label={t(E.up, { n: index + 1 })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t(E.down, { n: index + 1 })}
                  disabled={index === questions.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                {q.answered ? (
                  <Tooltip title={t(E.locked)}>
                    <LockIcon color="action" sx={{ m: 1 }} aria-label={t(E.hasAnswers, { n: index + 1 })} />
                  </Tooltip>
                ) : (
                  <IconButton
                    aria-label={t(E.remove, { n: index + 1 })}
                    onClick={() => setQuestions((qs) => qs.filter((x) => x.key !== q.key))}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 400) && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {screenErrorText(save.error, t(E.saveFailed))}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setQuestions((qs) => [...qs, { key: newKey(), header: '', content: '', answerType: 'scale', answered: false }])
          }
        >
          {t(E.addQuestion)}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t(E.save)}
        </Button>
        {id !== null && <Button onClick={() => navigate(`/coaching-templates/new?copy=${id}`)}>{t(E.copy)}</Button>}
      </Stack>
    </Paper>
  );
}
