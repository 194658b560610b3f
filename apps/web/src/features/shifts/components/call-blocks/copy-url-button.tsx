import { COPY_URL_CONFIRMATION_MS } from '@app/shared';
import { CopyButton } from '../../../../components/copy-button';
import { t } from '../../../../lib/i18n/i18n';
import { EDITOR_TEXTS as E } from '../../editor-messages';

/** Copies a meeting URL; the button says 'Copied!' for 1.5 seconds (second document, section 4). */
export function CopyUrlButton({ url, label = t(E.copyUrl) }: { url: string; label?: string }) {
  return <CopyButton text={url} label={label} confirmMs={COPY_URL_CONFIRMATION_MS} size="small" minWidth={112} />;
}
