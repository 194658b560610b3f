import { RESOURCE_MAX_BYTES, RESOURCE_TYPES, type ResourceType, resourceUrlSchema } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useMessages } from '../../../components/messages';
import { localErrorText } from '../../../lib/i18n/error-text';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { fieldRefused } from '../../../lib/i18n/validation-texts';
import { COURSES_TEXTS as T } from '../messages';
import { useCreateResourceLink } from './api/create-resource-link';
import {
  ALLOWED_EXTENSIONS_TEXT,
  fileRefusalText,
  formatBytes,
  RESOURCE_ACCEPT,
  validateResourceFile,
} from './resource-file-rules';

export const COULD_NOT_ADD_RESOURCE = 'Could not add the Resource Link';

type Kind = 'link' | 'file';

/** What a web address starts with, shown in the empty URL box (the same in every language). */
const URL_START = 'https://';

/** The shared URL rule's message, as a sentence for the field in the person's language. */
function urlHelp(message: string): string {
  if (message === 'must be a URL') return t(T.urlNotUrl);
  if (message === 'must start with http:// or https://') return t(T.urlScheme);
  return currentLanguage() === 'en-CA' ? `The URL ${message}` : fieldRefused(t(T.url));
}

/** Adds a resource to a course: a type, then a URL or one uploaded file. */
export function ResourceLinkForm({ courseId }: { courseId: number }) {
  const { push } = useMessages();
  const create = useCreateResourceLink(courseId);
  const [resourceType, setResourceType] = useState<ResourceType | ''>('');
  const [kind, setKind] = useState<Kind>('link');
  const [url, setUrl] = useState('');
  const [urlTouched, setUrlTouched] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const [serverRefusal, setServerRefusal] = useState<string | null>(null);

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: RESOURCE_ACCEPT,
    maxSize: RESOURCE_MAX_BYTES,
    maxFiles: 1,
    multiple: false,
    noClick: true,
    validator: validateResourceFile,
    disabled: create.isPending,
    onDrop: (accepted, rejected) => {
      setServerRefusal(null);
      const refused = rejected[0];
      if (refused) {
        const code = refused.errors[0]?.code ?? 'file-invalid-type';
        setFileRefusal(`${refused.file.name}: ${fileRefusalText(String(code))}`);
        return;
      }
      setFileRefusal(null);
      setFile(accepted[0] ?? null);
    },
  });

  const urlCheck = resourceUrlSchema.safeParse(url);
  const urlError = url.trim() !== '' && !urlCheck.success ? urlCheck.error.issues[0]?.message : undefined;
  const ready = resourceType !== '' && (kind === 'link' ? urlCheck.success : file !== null);

  const reset = () => {
    setResourceType('');
    setUrl('');
    setUrlTouched(false);
    setFile(null);
    setFileRefusal(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUrlTouched(true);
    if (!ready) return;
    setServerRefusal(null);
    const input = kind === 'file' && file ? { resourceType, file } : { resourceType, url: url.trim() };
    create.mutate(input, {
      onSuccess: () => {
        push(t(T.resourceAdded), 'success');
        reset();
      },
      onError: (err) => {
        void localErrorText(err, t(T.couldNotAddResource), { url: t(T.url), resourceType: t(T.type) }).then((text) => {
          setServerRefusal(text);
          push(text);
        });
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(T.addResource)}>
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        {t(T.addResource)}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            required
            size="small"
            label={t(T.type)}
            value={resourceType}
            onChange={(e) => setResourceType(e.target.value as ResourceType)}
            sx={{ flex: '1 1 200px', minWidth: 0 }}
          >
            {RESOURCE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(T.resourceType, { type })}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            onChange={(_e, value: Kind | null) => {
              if (value) {
                setKind(value);
                setServerRefusal(null);
              }
            }}
            aria-label={t(T.linkOrFile)}
            sx={{ flexShrink: 0 }}
          >
            <ToggleButton value="link" sx={{ gap: 0.5, px: 2 }}>
              <LinkIcon fontSize="small" /> {t(T.link)}
            </ToggleButton>
            <ToggleButton value="file" sx={{ gap: 0.5, px: 2 }}>
              <InsertDriveFileIcon fontSize="small" /> {t(T.file)}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>

        {kind === 'link' ? (
          <TextField
            size="small"
            label={t(T.url)}
            type="url"
            placeholder={URL_START}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onBlur={() => setUrlTouched(true)}
            error={urlTouched && urlError !== undefined}
            helperText={urlTouched && urlError ? urlHelp(urlError) : t(T.urlHelp)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        ) : file ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
            data-testid="chosen-file"
          >
            <InsertDriveFileIcon color="primary" />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography noWrap>{file.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatBytes(file.size)}
              </Typography>
            </Box>
            <IconButton aria-label={t(T.removeFile)} onClick={() => setFile(null)} disabled={create.isPending}>
              <CloseIcon />
            </IconButton>
          </Stack>
        ) : (
          <Box
            {...getRootProps()}
            data-testid="resource-dropzone"
            sx={{
              p: 3,
              textAlign: 'center',
              border: 2,
              borderStyle: 'dashed',
              borderRadius: 1,
              borderColor: isDragActive ? 'primary.main' : fileRefusal ? 'error.main' : 'divider',
              bgcolor: isDragActive ? 'action.hover' : 'transparent',
              transition: 'background-color 120ms, border-color 120ms',
            }}
          >
            <input {...getInputProps()} aria-label={t(T.file)} />
            <CloudUploadIcon color={isDragActive ? 'primary' : 'action'} sx={{ fontSize: 36 }} />
            <Typography>{isDragActive ? t(T.dropHere) : t(T.dragOr)}</Typography>
            {!isDragActive && (
              <Button size="small" onClick={open} sx={{ mt: 0.5 }}>
                {t(T.chooseFile)}
              </Button>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t(T.allowedFiles, { extensions: ALLOWED_EXTENSIONS_TEXT, size: formatBytes(RESOURCE_MAX_BYTES) })}
            </Typography>
          </Box>
        )}
        {kind === 'file' && fileRefusal && (
          <Alert severity="warning" onClose={() => setFileRefusal(null)}>
            {fileRefusal}
          </Alert>
        )}
        {serverRefusal && (
          <Alert severity="error" onClose={() => setServerRefusal(null)}>
            {serverRefusal}
          </Alert>
        )}
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!ready || create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : <AddIcon />}
          >
            {t(T.add)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
