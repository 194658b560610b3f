import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, type ButtonProps } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { t } from '../lib/i18n/i18n';
import { useMessages } from './messages';
import { SHELL_TEXTS } from './shell-texts';

/**
 * Puts text on the clipboard; falls back to a hidden text area where the Clipboard API is missing
 * (browsers offer it only to secure pages, so a plain-http deployment takes the fallback).
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) {
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

/**
 * A Copy button: puts `text` on the clipboard and reads 'Copied!' for `confirmMs`, announced to
 * screen readers; when the browser refuses, a message asks the user to copy `what` by hand.
 */
export function CopyButton({
  text,
  label,
  confirmMs,
  what = 'link',
  size,
  minWidth = 110,
}: {
  text: string;
  label?: string;
  confirmMs: number;
  what?: string;
  size?: ButtonProps['size'];
  minWidth?: number;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { push } = useMessages();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await copyText(text);
    } catch {
      push(t(SHELL_TEXTS.copyFailed, { what }));
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), confirmMs);
  }

  return (
    <Button
      size={size}
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={() => void copy()}
      sx={{ flexShrink: 0, minWidth }}
    >
      <span aria-live="polite">{copied ? t(SHELL_TEXTS.copied) : (label ?? t(SHELL_TEXTS.copy))}</span>
    </Button>
  );
}
