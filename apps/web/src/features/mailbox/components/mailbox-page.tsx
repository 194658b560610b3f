import type { MailMessage } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { mailboxQueryOptions } from '../api/get-mailbox';
import { MAILBOX_TEXTS as M } from '../messages';
import { MailMessageDialog } from './mail-message-dialog';
import { MailStatusChip } from './mail-status-chip';

/** The grid's columns, their headers in the person's language. */
const columns = (): GridColDef<MailMessage>[] => [
  {
    field: 'createdAt',
    headerName: t(M.created),
    minWidth: 150,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'to', headerName: t(M.to), flex: 1, minWidth: 200, valueGetter: (_value, row) => row.to.join(', ') },
  { field: 'subject', headerName: t(M.subject), flex: 1.5, minWidth: 240 },
  {
    field: 'status',
    headerName: t(M.status),
    minWidth: 110,
    renderCell: ({ row }) => <MailStatusChip status={row.status} />,
  },
  { field: 'attempts', headerName: t(M.attempts), type: 'number', minWidth: 90 },
];

/** /mailbox: every e-mail the system queued, for admins; a row opens the message. */
export function MailboxPage() {
  const [open, setOpen] = useState<MailMessage | null>(null);
  const language = currentLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the headers are made again in another language
  const gridColumns = useMemo(() => columns(), [language]);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(M.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(M.intro)}
      </Typography>
      <PagingGrid
        label={t(M.title)}
        columns={gridColumns}
        query={mailboxQueryOptions}
        searchPlaceholder={t(M.search)}
        emptyText={{ none: t(M.none), noMatch: t(M.noMatch) }}
        onRowClick={({ row }) => setOpen(row)}
        gridProps={{
          sx: { '& .MuiDataGrid-row': { cursor: 'pointer' } },
          onCellKeyDown: ({ row }, event) => {
            if (event.key === 'Enter') setOpen(row);
          },
        }}
      />
      <MailMessageDialog message={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
