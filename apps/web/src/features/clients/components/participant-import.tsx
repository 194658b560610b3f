import { type ImportRowError, importErrorDetailsSchema, MESSAGES, type UploadParticipantsResult } from '@app/shared';
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
import { useMessages } from '../../../components/messages';
import { ApiError, errorText } from '../../../lib/api';
import { useClientCourses } from '../api/get-client-courses';
import { useUploadParticipants } from '../api/upload-participants';

const UPLOAD_FAILED = 'Could not upload Client Participants';

/** 1.2 KB, 3.4 MB: a file size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const isCsvName = (name: string) => name.toLowerCase().endsWith('.csv');

/** Why the drop zone refused what was dropped, in one sentence. */
export function rejectionText(rejections: readonly FileRejection[]): string {
  if (rejections.length > 1 || rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))) {
    return 'Please choose only one file: participants are imported from one .csv file at a time.';
  }
  const name = rejections[0]?.file.name ?? 'This file';
  return `${name} is not a .csv file. Please choose a .csv file (you can start from the Participant Template).`;
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
    ['Rows read', result.rows],
    ['New participants', result.created],
    ['Updated', result.updated],
    ['Unchanged', result.unchanged],
    [`Newly enrolled in ${courseName}`, result.enrolled],
  ];
  return (
    <Alert severity="success" data-testid="import-summary">
      <AlertTitle>{MESSAGES.clientParticipantsUploaded}</AlertTitle>
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
  const problems = rows.length > lines ? ` (${rows.length} problems)` : '';
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="import-errors"
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle>{message}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Nothing was imported. Fix {lines === 1 ? 'this line' : `these ${lines} lines`}
        {problems} and upload the file again (line 1 is the header).
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label="Lines that could not be imported">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }}>Line</TableCell>
              <TableCell sx={{ width: { sm: '30%' } }}>Field</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.line}\u0000${row.field ?? ''}\u0000${row.message}`}>
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.field ?? '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.message}</TableCell>
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
      candidate instanceof File && !isCsvName(candidate.name)
        ? { code: 'file-invalid-type', message: 'Only .csv files can be imported' }
        : null,
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
          Import Participants
        </Typography>
        <LinearProgress aria-label="Loading courses" />
      </Box>
    );
  }

  const heading = (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      Import Participants
    </Typography>
  );

  if (courses.isError) {
    return (
      <Box>
        {heading}
        <Alert severity="error">{errorText(courses.error, MESSAGES.couldNotRetrieveCourses)}</Alert>
      </Box>
    );
  }

  if (courseList.length === 0) {
    return (
      <Box>
        {heading}
        <Alert severity="info" data-testid="import-no-courses">
          Participants are imported into a course, and this client has no course yet.{' '}
          <Link component={RouterLink} to="/courses/new">
            Create a course
          </Link>{' '}
          first, then come back here.
        </Alert>
      </Box>
    );
  }

  const rowErrors = rowErrorsOf(upload.error);
  const otherError = upload.error && !rowErrors && !isAbort(upload.error) ? errorText(upload.error, UPLOAD_FAILED) : null;
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
          push(MESSAGES.clientParticipantsUploaded, 'success');
          setResult({ summary, courseName: sentTo });
          setFile(null);
        },
        onError: (err) => {
          if (isAbort(err) || rowErrorsOf(err)) return;
          push(errorText(err, UPLOAD_FAILED));
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
        One .csv file laid out like the Participant Template. New people get a participant account, known people are updated, and
        everyone in the file is enrolled in the course you choose.
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label="Course"
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
        <input {...getInputProps({ 'aria-label': 'CSV file' })} />
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
          <Typography>
            {isDragReject
              ? 'Only one .csv file can be imported'
              : isDragActive
                ? 'Drop the file to choose it'
                : 'Drag a .csv file here, or click to choose one'}
          </Typography>
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
            <IconButton aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} disabled={uploading}>
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
                aria-label="Upload progress"
                sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                {progress}%
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {progress < 100 ? 'Uploading…' : 'Uploaded; importing the participants…'}
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
            Upload
          </Button>
          {uploading && (
            <Button variant="text" onClick={() => abortRef.current?.abort()}>
              Cancel
            </Button>
          )}
        </Stack>

        {rowErrors && upload.error && <RowErrors message={upload.error.message} rows={rowErrors} />}
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
