import { MESSAGES, RESOURCE_TYPE_LABELS, type ResourceLink } from '@app/shared';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Link, List, ListItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useMessages } from '../../../components/messages';
import { apiDownload, errorText, saveDownloadedFile } from '../../../lib/api';
import { useShiftResourceLinks } from '../api/get-shift-resource-links';

/** The name a link is shown by: the file's name, or the address without its scheme. */
function linkName(link: ResourceLink): string {
  if (link.isFile) return link.fileName ?? 'File';
  return link.content.replace(/^https?:\/\//i, '');
}

/** The 'Course materials' card of orientation and live shifts: the course's resource links and files. */
export function CourseMaterialsCard({ shiftId }: { shiftId: number }) {
  const headingId = useId();
  const links = useShiftResourceLinks(shiftId);
  const { push } = useMessages();

  async function download(link: ResourceLink) {
    try {
      const file = await apiDownload(`/resource_links/${link.id}/file`, link.fileName ?? 'file');
      saveDownloadedFile(file);
    } catch (err) {
      push(errorText(err, 'Could not download the file'));
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}
      data-testid="course-materials"
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Course materials
      </Typography>
      {links.isPending && (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={36} />
          <Skeleton variant="rounded" height={36} />
        </Stack>
      )}
      {links.isError && <Alert severity="warning">{errorText(links.error, MESSAGES.couldNotRetrieveData)}</Alert>}
      {links.data && links.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          The course has no materials yet.
        </Typography>
      )}
      {links.data && links.data.length > 0 && (
        <List dense disablePadding aria-label="Course materials">
          {links.data.map((link) => (
            <ListItem key={link.id} disableGutters sx={{ gap: 1.5, alignItems: 'flex-start' }}>
              {link.isFile ? <AttachFileIcon fontSize="small" color="action" /> : <LinkIcon fontSize="small" color="action" />}
              <Box sx={{ minWidth: 0 }}>
                {link.isFile ? (
                  <Link component="button" type="button" onClick={() => void download(link)} sx={{ textAlign: 'left' }}>
                    {linkName(link)}
                  </Link>
                ) : (
                  <Link href={link.content} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                    {linkName(link)}
                  </Link>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {RESOURCE_TYPE_LABELS[link.resourceType]}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
