import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { REPORTS_TEXTS as T } from '../messages';

/** Bytes as a person reads them: '850 B', '12 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return t(T.bytes, { unit: 'b', size: number(bytes) });
  if (bytes < 1024 * 1024) return t(T.bytes, { unit: 'kb', size: number(Math.round(bytes / 1024)) });
  return t(T.bytes, { unit: 'mb', size: number(bytes / (1024 * 1024), 1) });
}

/**
 * A report's download button. While the report is prepared and streamed it turns into progress:
 * a spinner, and the bytes received so far.
 */
export function DownloadButton(props: {
  label: string;
  pending: boolean;
  received: number;
  disabled?: boolean;
  onClick(): void;
}) {
  const { label, pending, received, disabled, onClick } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        onClick={onClick}
        disabled={disabled || pending}
        startIcon={pending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      >
        {label}
      </Button>
      {pending && (
        <Typography variant="body2" color="text.secondary" role="status">
          {received > 0 ? t(T.preparingReceived, { size: formatBytes(received) }) : t(T.preparing)}
        </Typography>
      )}
    </Box>
  );
}
