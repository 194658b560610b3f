import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';

/** Bytes as a person reads them: '850 B', '12 KB', '3.4 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
          {received > 0 ? `Preparing the report… ${formatBytes(received)} received` : 'Preparing the report…'}
        </Typography>
      )}
    </Box>
  );
}
