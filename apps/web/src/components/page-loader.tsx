import { Box, CircularProgress } from '@mui/material';
import { textOf } from '../lib/i18n/text-of';
import { SHELL_TEXTS } from './shell-texts';

export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={textOf(SHELL_TEXTS.loading)} />
    </Box>
  );
}
