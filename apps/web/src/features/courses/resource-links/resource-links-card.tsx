import { MESSAGES, RESOURCE_TYPE_LABELS, type ResourceLink } from '@app/shared';
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
import { errorText } from '../../../lib/api';
import { useDeleteResourceLink } from './api/delete-resource-link';
import { DOWNLOAD_FAILED, downloadResourceFile } from './api/download-resource-file';
import { useResourceLinks } from './api/get-resource-links';
import { formatBytes } from './resource-file-rules';
import { ResourceLinkForm } from './resource-link-form';

const COULD_NOT_DELETE_RESOURCE = 'Could not delete the Resource Link';

function resourceName(link: ResourceLink): string {
  return link.isFile ? (link.fileName ?? 'File') : link.content;
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
          .catch((err) => push(errorText(err, DOWNLOAD_FAILED)))
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
      aria-label={`Download ${name}`}
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
            Resource Links
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
                Retry
              </Button>
            }
          >
            {errorText(links.error, MESSAGES.errorRetrievingData)}
          </Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            No resources yet. Add the links and documents participants and role-players need.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Resources">
            {list.map((link) => (
              <ListItem
                key={link.id}
                divider
                disableGutters
                data-testid="resource-link"
                secondaryAction={
                  <Tooltip title="Delete">
                    <IconButton edge="end" aria-label={`Delete ${resourceName(link)}`} onClick={() => setToDelete(link)}>
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
                    {RESOURCE_TYPE_LABELS[link.resourceType]}
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
        title="Delete resource?"
        message={
          toDelete ? (
            <>
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {resourceName(toDelete)}
              </Box>{' '}
              ({RESOURCE_TYPE_LABELS[toDelete.resourceType]}) will be removed from the course. {MESSAGES.deleteCannotBeUndone}.
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onError: (err) => push(errorText(err, COULD_NOT_DELETE_RESOURCE)),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </Paper>
  );
}
