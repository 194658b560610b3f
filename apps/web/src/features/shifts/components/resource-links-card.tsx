import type { ResourceLink, Shift } from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  CircularProgress,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Switch,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useMessages } from '../../../components/messages';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { downloadShiftResource } from '../api/download-resource-file';
import { useScheduleInfo } from '../api/get-schedule-info';
import { useShiftResourceLinks } from '../api/get-shift-resource-links';
import { useUpdateResourcesReady } from '../api/update-resources-ready';
import { CARD_TEXTS as K } from '../page-messages';

function FileLink({ shiftId, link }: { shiftId: number; link: ResourceLink }) {
  const { push } = useMessages();
  const [busy, setBusy] = useState(false);
  const name = link.fileName ?? t(K.file);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      disabled={busy}
      aria-label={t(K.download, { name })}
      sx={{ textAlign: 'left', display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
      onClick={() => {
        setBusy(true);
        downloadShiftResource(shiftId, link.id, name)
          .catch((err) => push(screenErrorText(err, t(K.couldNotDownload))))
          .finally(() => setBusy(false));
      }}
    >
      {name}
      {busy ? <CircularProgress size={14} /> : <DownloadIcon sx={{ fontSize: 16 }} />}
    </Link>
  );
}

/**
 * The course's resource links on a shift page, for the people on the shift: 'Resource links' on a
 * roleplay shift, where managers also mark the course's resources ready (the participant schedule
 * e-mail waits for it, as on the course's preferences); 'Course materials' on orientation and live
 * shifts, which the participants placed on them read too.
 */
export function ResourceLinksCard({ shift, manager }: { shift: Shift; manager: boolean }) {
  const links = useShiftResourceLinks(shift.id);
  const headingId = useId();
  const roleplay = shift.type === 'roleplay';
  return (
    <Paper
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      component="section"
      aria-labelledby={headingId}
      data-testid={roleplay ? 'resource-links' : 'course-materials'}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(roleplay ? K.resourceLinks : K.courseMaterials)}
      </Typography>
      {manager && roleplay && <ResourcesReadySwitch shift={shift} />}
      {links.isPending ? (
        <Skeleton height={40} />
      ) : links.isError ? (
        <Alert severity="error">{screenErrorText(links.error, t(K.couldNotRetrieveLinks))}</Alert>
      ) : links.data.length === 0 ? (
        <Typography color="text.secondary">{t(K.noLinks)}</Typography>
      ) : (
        <List dense disablePadding>
          {links.data.map((link) => (
            <ListItem key={link.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {link.isFile ? <InsertDriveFileIcon color="action" /> : <LinkIcon color="action" />}
              </ListItemIcon>
              <ListItemText
                primary={
                  link.isFile ? (
                    <FileLink shiftId={shift.id} link={link} />
                  ) : (
                    <Link href={link.content} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                      {link.content}
                    </Link>
                  )
                }
                secondary={t(K.resourceType, { type: link.resourceType })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

function ResourcesReadySwitch({ shift }: { shift: Shift }) {
  const info = useScheduleInfo(shift.id);
  const update = useUpdateResourcesReady(shift.course.id, shift.id);
  const { push } = useMessages();
  const ready = info.data?.resourcesReady ?? false;
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={
        <Switch
          checked={ready}
          disabled={info.isPending || update.isPending}
          onChange={(event) => {
            const checked = event.target.checked;
            update.mutate(checked, {
              onSuccess: () => push(t(checked ? K.markedReady : K.markedNotReady), 'success'),
              onError: (err) => push(screenErrorText(err, t(K.couldNotUpdateCourse))),
            });
          }}
        />
      }
      label={t(K.resourcesReady)}
    />
  );
}
