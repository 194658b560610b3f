import type { MailMessage } from '@app/shared';
import { Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { formatDateTime } from '../../../components/date-time';
import { PagingGrid } from '../../../components/paging-grid';
import { mailboxQueryOptions } from '../api/get-mailbox';
import { MailMessageDialog } from './mail-message-dialog';
import { MailStatusChip } from './mail-status-chip';

const COLUMNS: GridColDef<MailMessage>[] = [
  {
    field: 'createdAt',
    headerName: 'Created',
    minWidth: 150,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 200, valueGetter: (_value, row) => row.to.join(', ') },
  { field: 'subject', headerName: 'Subject', flex: 1.5, minWidth: 240 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 110,
    renderCell: ({ row }) => <MailStatusChip status={row.status} />,
  },
  { field: 'attempts', headerName: 'Attempts', type: 'number', minWidth: 90 },
];

/** /mailbox: every e-mail the system queued, for admins; a row opens the message. */
export function MailboxPage() {
  const [open, setOpen] = useState<MailMessage | null>(null);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Mailbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every e-mail the system sends is listed here. When no SMTP server is configured, mail is not delivered: it waits here
        instead, so you can read exactly what would have been sent.
      </Typography>
      <PagingGrid
        label="Mailbox"
        columns={COLUMNS}
        query={mailboxQueryOptions}
        searchPlaceholder="Search by recipient or subject"
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
