import VideoCallOutlinedIcon from '@mui/icons-material/VideoCallOutlined';
import { Button } from '@mui/material';

/** Opens the call's meeting in a new tab. */
export function JoinButton({ url, label = 'Join meeting' }: { url: string; label?: string }) {
  return (
    <Button
      variant="contained"
      size="small"
      color="success"
      startIcon={<VideoCallOutlinedIcon />}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}
