import { COPIED_MS, MESSAGES } from '@app/shared';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Link, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../components/messages';
import { SectionCard } from './section-card';

/** Puts text on the clipboard; falls back to a hidden text area where the Clipboard API is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** The course's registration-app link, with a Copy button that reads 'Copied!' for three seconds. */
export function RegistrationLinkCard({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { push } = useMessages();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await copyText(url);
    } catch {
      push('Could not copy the link; select it and copy it by hand');
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <SectionCard title="Registration link" subtitle="Participants sign up for this course through this link.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box
          data-testid="registration-url"
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 14,
            overflowWrap: 'anywhere',
          }}
        >
          <Link href={url} target="_blank" rel="noopener noreferrer" underline="hover">
            {url}
          </Link>
        </Box>
        <Button
          variant={copied ? 'contained' : 'outlined'}
          color={copied ? 'success' : 'primary'}
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ flexShrink: 0, minWidth: 110 }}
        >
          <span aria-live="polite">{copied ? MESSAGES.copied : 'Copy'}</span>
        </Button>
      </Stack>
    </SectionCard>
  );
}
