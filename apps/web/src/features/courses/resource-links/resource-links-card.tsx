import type { ResourceLink } from '@app/shared';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../components/messages';
import { localErrorText, screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { aroundName, MARK, COURSES_TEXTS as T } from '../messages';
import { useDeleteResourceLink } from './api/delete-resource-link';
import { downloadResourceFile } from './api/download-resource-file';
import { useResourceLinks } from './api/get-resource-links';
import { formatBytes } from './resource-file-rules';
import { ResourceLinkForm } from './resource-link-form';

function resourceName(link: ResourceLink): string {
  return link.isFile ? (link.fileName ?? t(T.file)) : link.content;
}

function FileLink({ link }: { link: ResourceLink }) {
  const { push } = useMessages();
  const [busy, setBusy] = useState(false);
  const name = resourceName(link);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadResourceFile(link.id, name)
          .catch((err) => localErrorText(err, t(T.couldNotDownload)).then((text) => push(text)))
          .finally(() => setBusy(false));
      }}
      sx={{
        textAlign: 'left',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: '100%',
        verticalAlign: 'bottom',
      }}
      aria-label={t(T.downloadName, { name })}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
      {busy ? <CircularProgress size={14} /> : <DownloadIcon sx={{ fontSize: 16 }} />}
    </Link>
  );
}

/** The course's resources (links and files) for participants and role-players, with adding and deleting. */
export function ResourceLinksCard({ courseId }: { courseId: number }) {
  const { push } = useMessages();
  const links = useResourceLinks(courseId);
  const remove = useDeleteResourceLink(courseId);
  const [toDelete, setToDelete] = useState<ResourceLink | null>(null);
  const list = links.data ?? [];

  return (
    <Paper component="section" aria-labelledby="resource-links-title">
      <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="resource-links-title" variant="h6" component="h2">
            {t(T.resourceLinks)}
          </Typography>
          {list.length > 0 && <Chip size="small" label={list.length} />}
        </Stack>

        {links.isPending ? (
          <Stack spacing={1} sx={{ my: 1 }}>
            <Skeleton variant="rounded" height={44} />
            <Skeleton variant="rounded" height={44} />
          </Stack>
        ) : links.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => links.refetch()}>
                {t(T.retry)}
              </Button>
            }
          >
            {screenErrorText(links.error, t(T.errorRetrievingData))}
          </Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {t(T.noResources)}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t(T.resources)}>
            {list.map((link) => (
              <ListItem
                key={link.id}
                divider
                disableGutters
                data-testid="resource-link"
                secondaryAction={
                  <Tooltip title={t(T.delete)}>
                    <IconButton
                      edge="end"
                      aria-label={t(T.deleteName, { name: resourceName(link) })}
                      onClick={() => setToDelete(link)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                }
                sx={{ pr: 6 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {link.isFile ? <InsertDriveFileIcon color="action" /> : <LinkIcon color="action" />}
                </ListItemIcon>
                <Box sx={{ minWidth: 0, flexGrow: 1, py: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4 }}>
                    {t(T.resourceType, { type: link.resourceType })}
                    {link.isFile && link.size !== null ? ` · ${formatBytes(link.size)}` : ''}
                  </Typography>
                  {link.isFile ? (
                    <FileLink link={link} />
                  ) : (
                    <Link
                      href={link.content}
                      target="_blank"
                      rel="noopener noreferrer"
                      underline="hover"
                      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {link.content}
                    </Link>
                  )}
                </Box>
              </ListItem>
            ))}
          </List>
        )}

        <Divider sx={{ my: 2 }} />
        <ResourceLinkForm courseId={courseId} />
      </Box>

      <ConfirmDialog
        open={toDelete !== null}
        title={t(T.deleteResourceTitle)}
        message={toDelete ? <DeleteQuestion link={toDelete} /> : ''}
        confirmLabel={t(T.delete)}
        destructive
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onError: (err) => {
              void localErrorText(err, t(T.couldNotDeleteResource)).then((text) => push(text));
            },
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </Paper>
  );
}

/** '<b>name</b> (type) will be removed from the course. …' in the person's language, the name in bold. */
function DeleteQuestion({ link }: { link: ResourceLink }) {
  const [before, after] = aroundName(
    t(T.deleteResourceQuestion, { name: MARK, type: t(T.resourceType, { type: link.resourceType }) }),
  );
  return (
    <>
      {before}
      <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
        {resourceName(link)}
      </Box>
      {after}
    </>
  );
}
