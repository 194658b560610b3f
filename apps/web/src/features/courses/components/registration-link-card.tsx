import { COPIED_MS } from '@app/shared';
import { Box, Link, Stack } from '@mui/material';
import { CopyButton } from '../../../components/copy-button';
import { t } from '../../../lib/i18n/i18n';
import { COURSES_TEXTS as T } from '../messages';
import { SectionCard } from './section-card';

/** The course's registration-app link, with a Copy button that reads 'Copied!' for three seconds. */
export function RegistrationLinkCard({ url }: { url: string }) {
  return (
    <SectionCard title={t(T.registrationLink)} subtitle={t(T.registrationLinkHelp)}>
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
        <CopyButton text={url} confirmMs={COPIED_MS} />
      </Stack>
    </SectionCard>
  );
}
