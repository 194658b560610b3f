import { can } from '@app/shared/permissions';
import { Box } from '@mui/material';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth';
import { textOf } from '../lib/i18n/text-of';

/** The pages kept for offline use, as an offline page names them (issue 40; read with `textOf`). */
const KEPT_PAGES_TEXTS = {
  intro: /*i18n*/ { id: 'keptPages.intro', message: 'Kept on this device for offline use:' },
  myShifts: /*i18n*/ { id: 'keptPages.myShifts', message: 'My shifts' },
  calendar: /*i18n*/ { id: 'keptPages.calendar', message: 'The calendar' },
};

/**
 * The pages whose answers the device keeps for offline use (lib/offline-cache.ts: the person's own
 * shifts and the calendar), as links, for the user signed in: My shifts only for staff who have it.
 * Plain router links: the page-error screen that shows them comes with the first download (no MUI Link).
 */
export function KeptPagesLinks() {
  const { user } = useAuth();
  const pages = [
    ...(user && can({ roles: user.roleList }, 'invites.respond')
      ? [{ to: '/my-shifts', label: textOf(KEPT_PAGES_TEXTS.myShifts) }]
      : []),
    { to: '/', label: textOf(KEPT_PAGES_TEXTS.calendar) },
  ];
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
      <span>{textOf(KEPT_PAGES_TEXTS.intro)}</span>
      {pages.map((page) => (
        <Box
          key={page.to}
          component={Link}
          to={page.to}
          sx={{ color: 'inherit', fontWeight: 500, textDecoration: 'underline', py: 1, display: 'inline-block' }}
        >
          {page.label}
        </Box>
      ))}
    </Box>
  );
}
