import { type ImportRowError, importErrorDetailsSchema, type UploadParticipantsResult } from '@app/shared';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { Link as RouterLink } from 'react-router';
import { DIALOG_TEXTS } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { ApiError } from '../../../lib/api';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused } from '../../../lib/i18n/validation-texts';
import { useClientCourses } from '../api/get-client-courses';
import { useUploadParticipants } from '../api/upload-participants';
import { CLIENTS_TEXTS as C } from '../messages';

/** 1.2 KB, 3.4 MB: a file size for people (in another language its units and digits: 1,2 ko). */
export function formatFileSize(bytes: number): string {
  if (currentLanguage() === 'en-CA') {
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
    return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  }
  const size = (value: number, unit: string, digits: number) =>
    new Intl.NumberFormat(currentLanguage(), {
      style: 'unit',
      unit,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < 1024) return size(bytes, 'byte', 0);
  if (bytes < 1024 * 1024) return size(bytes / 1024, 'kilobyte', 1);
  return size(bytes / (1024 * 1024), 'megabyte', 1);
}

const isCsvName = (name: string) => name.toLowerCase().endsWith('.csv');

/** Why the drop zone refused what was dropped, in one sentence. */
export function rejectionText(rejections: readonly FileRejection[]): string {
  if (rejections.length > 1 || rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))) {
    return t(C.oneFileOnly);
  }
  return t(C.notCsv, { name: rejections[0]?.file.name ?? t(C.thisFile) });
}

/** The bad lines of a refused import, when the server listed them. */
function rowErrorsOf(err: unknown): ImportRowError[] | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const parsed = importErrorDetailsSchema.safeParse(err.details);
  return parsed.success && parsed.data.rows.length > 0 ? parsed.data.rows : null;
}

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

function ImportSummary({ result, courseName }: { result: UploadParticipantsResult; courseName: string }) {
  const counts: Array<[string, number]> = [
    [t(C.rowsRead), result.rows],
    [t(C.newParticipants), result.created],
    [t(C.updatedCount), result.updated],
    [t(C.unchanged), result.unchanged],
    [t(C.newlyEnrolled, { course: courseName }), result.enrolled],
  ];
  return (
    <Alert severity="success" data-testid="import-summary">
      <AlertTitle>{t(C.uploaded)}</AlertTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25 }}>
        {counts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}

function RowErrors({ message, rows }: { message: string; rows: ImportRowError[] }) {
  // Counted as the server counts them: lines of the file (a line may have several problems).
  const lines = new Set(rows.map((row) => row.line)).size;
  const problems = rows.length > lines ? rows.length : 0;
  // The server says each problem in English: another language names the field (a column of the file).
  const english = currentLanguage() === 'en-CA';
  const problemOf = (row: ImportRowError) => (english ? row.message : row.field ? fieldRefused(row.field) : t(C.lineNotRead));
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="import-errors"
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle>{message}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t(C.fixLines, { lines, problems })}
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={t(C.badLines)}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>{t(C.line)}</TableCell>
              <TableCell sx={{ width: { sm: '30%' } }}>{t(C.field)}</TableCell>
              <TableCell>{t(C.problem)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.line}\u0000${row.field ?? ''}\u0000${row.message}`}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.field ?? '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{problemOf(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Alert>
  );
}

/** Import Participants: a course of this client, one .csv file, upload with progress. */
export function ParticipantImport({ clientId }: { clientId: number }) {
  const courses = useClientCourses(clientId);
  const upload = useUploadParticipants(clientId);
  const { push } = useMessages();
  const [chosenCourse, setChosenCourse] = useState<number | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ summary: UploadParticipantsResult; courseName: string } | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload still under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const courseList = courses.data?.data ?? [];
  // A client with a single course needs no choice.
  const courseId = chosenCourse !== '' ? chosenCourse : courseList.length === 1 ? (courseList[0]?.id ?? '') : '';
  const uploading = upload.isPending;

  const dropzone = useDropzone({
    accept: { 'text/csv': ['.csv'] },
    multiple: false,
    maxFiles: 1,
    disabled: uploading,
    // Some systems label CSV files as spreadsheets or plain text: the name decides.
    validator: (candidate) =>
      candidate instanceof File && !isCsvName(candidate.name) ? { code: 'file-invalid-type', message: t(C.onlyCsv) } : null,
    onDrop: (accepted, rejected) => {
      setResult(null);
      upload.reset();
      if (rejected.length > 0 || accepted.length !== 1) {
        setFile(null);
        setRejection(rejected.length > 0 ? rejectionText(rejected) : null);
        return;
      }
      setRejection(null);
      setFile(accepted[0] ?? null);
    },
  });

  if (courses.isPending) {
    return (
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t(C.importParticipants)}
        </Typography>
        <LinearProgress aria-label={t(C.loadingCourses)} />
      </Box>
    );
  }

  const heading = (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      {t(C.importParticipants)}
    </Typography>
  );

  if (courses.isError) {
    return (
      <Box>
        {heading}
        <Alert severity="error">{screenErrorText(courses.error, t(C.couldNotRetrieveCourses))}</Alert>
      </Box>
    );
  }

  if (courseList.length === 0) {
    return (
      <Box>
        {heading}
        <Alert severity="info" data-testid="import-no-courses">
          {t(C.noCourseBefore)}{' '}
          <Link component={RouterLink} to="/courses/new">
            {t(C.createCourse)}
          </Link>{' '}
          {t(C.noCourseAfter)}
        </Alert>
      </Box>
    );
  }

  const rowErrors = rowErrorsOf(upload.error);
  const otherError =
    upload.error && !rowErrors && !isAbort(upload.error) ? screenErrorText(upload.error, t(C.uploadFailed)) : null;
  const courseName = courseList.find((c) => c.id === courseId)?.name ?? '';

  function start() {
    if (!file || courseId === '') return;
    const controller = new AbortController();
    abortRef.current = controller;
    setResult(null);
    setProgress(0);
    const sentTo = courseName;
    upload.mutate(
      { courseId, file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (summary) => {
          push(t(C.uploaded), 'success');
          setResult({ summary, courseName: sentTo });
          setFile(null);
        },
        onError: (err) => {
          if (isAbort(err) || rowErrorsOf(err)) return;
          void localErrorText(err, t(C.uploadFailed)).then((text) => push(text));
        },
        onSettled: () => {
          abortRef.current = null;
          setProgress(null);
        },
      },
    );
  }

  const { getRootProps, getInputProps, isDragActive, isDragReject } = dropzone;

  return (
    <Box data-testid="participant-import">
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(C.importHelp)}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t(C.course)}
          value={courseId}
          onChange={(e) => setChosenCourse(Number(e.target.value))}
          disabled={uploading}
          required
          sx={{ maxWidth: { sm: 420 } }}
          fullWidth
        >
          {courseList.map((course) => (
            <MenuItem key={course.id} value={course.id}>
              {course.name}
            </MenuItem>
          ))}
        </TextField>

        {/* The file input sits beside the drop zone, not in it: a button holds no other control
            (axe 'nested-interactive'); the zone is named by the words it shows. */}
        <input {...getInputProps({ 'aria-label': t(C.csvFile) })} />
        <Box
          {...getRootProps({
            role: 'button',
            'aria-disabled': uploading,
          })}
          data-testid="csv-drop-zone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragReject ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
            bgcolor: isDragActive ? 'action.hover' : 'background.default',
            borderRadius: 1,
            p: { xs: 2, sm: 3 },
            textAlign: 'center',
            cursor: uploading ? 'default' : 'pointer',
            opacity: uploading ? 0.6 : 1,
            outline: 'none',
            transition: 'border-color 120ms, background-color 120ms',
            '&:focus-visible': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 3px ${t.palette.primary.light}` },
          }}
        >
          <UploadFileIcon color={isDragReject ? 'error' : 'action'} sx={{ fontSize: 36 }} />
          <Typography>{isDragReject ? t(C.onlyOneCsv) : isDragActive ? t(C.dropToChoose) : t(C.dragOrClick)}</Typography>
        </Box>

        {rejection && (
          <Alert severity="warning" data-testid="csv-rejected" onClose={() => setRejection(null)}>
            {rejection}
          </Alert>
        )}

        {file && (
          <Paper
            variant="outlined"
            sx={{ p: 1, pl: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
            data-testid="chosen-file"
          >
            <DescriptionIcon color="action" />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatFileSize(file.size)}
              </Typography>
            </Box>
            <IconButton aria-label={t(C.remove, { name: file.name })} onClick={() => setFile(null)} disabled={uploading}>
              <CloseIcon />
            </IconButton>
          </Paper>
        )}

        {progress !== null && (
          <Box data-testid="upload-progress">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LinearProgress
                variant={progress < 100 ? 'determinate' : 'indeterminate'}
                value={progress}
                aria-label={t(C.uploadProgress)}
                sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                {progress}%
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {progress < 100 ? t(C.uploading) : t(C.importing)}
            </Typography>
          </Box>
        )}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            onClick={start}
            disabled={!file || courseId === '' || uploading}
          >
            {t(C.upload)}
          </Button>
          {uploading && (
            <Button variant="text" onClick={() => abortRef.current?.abort()}>
              {t(DIALOG_TEXTS.cancel)}
            </Button>
          )}
        </Stack>

        {rowErrors && upload.error && <RowErrors message={screenErrorText(upload.error, t(C.importRefused))} rows={rowErrors} />}
        {otherError && (
          <Alert severity="error" role="alert" data-testid="import-error">
            {otherError}
          </Alert>
        )}
        {result && <ImportSummary result={result.summary} courseName={result.courseName} />}
      </Stack>
    </Box>
  );
}
