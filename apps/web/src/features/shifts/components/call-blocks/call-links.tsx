import ChecklistIcon from '@mui/icons-material/Checklist';
import { Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { t } from '../../../../lib/i18n/i18n';
import { CALL_TEXTS as C } from '../../page-messages';
import { coachingFormPath, skillsListPath } from './people-in';

/** The call's 'Skills list' link, for the staff on the shift. */
export function SkillsListLink({ eventId, callId, name }: { eventId: number; callId: number; name: string }) {
  return (
    <Button
      component={RouterLink}
      to={skillsListPath(eventId, callId)}
      size="small"
      startIcon={<ChecklistIcon />}
      aria-label={t(C.skillsListOf, { name })}
      sx={{ flexShrink: 0, minHeight: { xs: 44, sm: 30 } }}
    >
      {t(C.skillsList)}
    </Button>
  );
}

/** A role-player's 'Coach' link in a call (for those who may fill in the coaching form). */
export function CoachLink({ roleplayer, callId }: { roleplayer: { id: number; name: string }; callId: number }) {
  return (
    <Link
      component={RouterLink}
      to={coachingFormPath(roleplayer.id, callId)}
      variant="caption"
      aria-label={t(C.coachPerson, { name: roleplayer.name })}
      // A 44 px high target on a phone.
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: { xs: 44, sm: 0 } }}
    >
      {t(C.coach)}
    </Link>
  );
}
