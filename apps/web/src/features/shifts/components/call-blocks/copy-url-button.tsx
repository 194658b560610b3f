import { COPY_URL_CONFIRMATION_MS, MESSAGES } from '@app/shared';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../../components/messages';

/** Copies a meeting URL; the button says 'Copied!' for 1.5 seconds (second document, section 4). */
export function CopyUrlButton({ url, label = 'Copy URL' }: { url: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { push } = useMessages();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      push('Could not copy the link; select it and copy it by hand');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_URL_CONFIRMATION_MS);
  }

  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={() => void copy()}
      sx={{ flexShrink: 0, minWidth: 112 }}
    >
      <span aria-live="polite">{copied ? MESSAGES.copied : label}</span>
    </Button>
  );
}
