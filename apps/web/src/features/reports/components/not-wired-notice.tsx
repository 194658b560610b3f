import { Alert } from '@mui/material';

/** Said plainly on the NPS and aggregate tabs: their data comes with the skills assessment, not built yet. */
export const NOT_WIRED_TEXT =
  'This report reads the skills assessment answers, which are not recorded yet: its download is not available in this version.';

export function NotWiredNotice() {
  return (
    <Alert severity="info" data-testid="not-wired">
      {NOT_WIRED_TEXT}
    </Alert>
  );
}
