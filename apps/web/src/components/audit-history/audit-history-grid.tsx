import type { AuditEvent } from '@app/shared';
import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/i18n';
import { formatDateTime } from '../date-time';
import { PagingGrid, type PagingGridProps } from '../paging-grid';
import { AuditChanges } from './audit-changes';
import { AUDIT_TEXTS as A } from './audit-texts';
import { auditActionText, auditEntityText } from './audit-words';

/** Who made a change: its author, or the system when nobody did. */
const actorName = (row: AuditEvent) => row.actor?.name ?? t(A.system);

const when = (): GridColDef<AuditEvent> => ({
  field: 'at',
  headerName: t(A.when),
  minWidth: 140,
  valueFormatter: (value: string) => formatDateTime(value),
});
const who = (): GridColDef<AuditEvent> => ({
  field: 'actor',
  headerName: t(A.who),
  minWidth: 150,
  flex: 0.6,
  valueGetter: (_value, row) => actorName(row),
});
const action = (): GridColDef<AuditEvent> => ({
  field: 'action',
  headerName: t(A.action),
  minWidth: 130,
  flex: 0.5,
  valueFormatter: (value: string) => auditActionText(value),
});
const record = (): GridColDef<AuditEvent> => ({
  field: 'entity',
  headerName: t(A.record),
  minWidth: 150,
  flex: 0.6,
  valueGetter: (_value, row) => auditRecordText(row),
});
/**
 * The record an entry is about: its kind (in the reader's language) and, for a person, a shift or what belongs to one, a course,
 * a room or a client, its name in words ('Invite: Taylor Brooks, Customer Conversations (Roleplay, Nov
 * 28 2026)', 'Room: Ivy Room'); else (a record since removed) its kind and number.
 */
function auditRecordText(row: AuditEvent): string {
  const kind = auditEntityText(row.entity);
  if (row.record) return `${kind}: ${row.record}`;
  return row.entityId === null ? kind : `${kind} #${row.entityId}`;
}
const changes = (): GridColDef<AuditEvent> => ({
  field: 'after',
  headerName: t(A.whatChanged),
  minWidth: 280,
  flex: 1.6,
  sortable: false,
  renderCell: ({ row }) => <AuditChanges entry={row} />,
});

/** The columns on a wider screen, headed in the reader's language. */
export const auditColumns = () => [when(), who(), action(), record(), changes()];

/** On a phone: when, who, the action and the record stacked in one column, beside what changed. */
const summary = (): GridColDef<AuditEvent> => ({
  field: 'at',
  headerName: t(A.change),
  width: 150,
  renderCell: ({ row }) => (
    <Box sx={{ lineHeight: 1.4, overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
      <Typography variant="body2">{formatDateTime(row.at)}</Typography>
      <Typography variant="body2">{actorName(row)}</Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {auditActionText(row.action)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {auditRecordText(row)}
      </Typography>
    </Box>
  ),
});
const phoneColumns = () => [summary(), { ...changes(), minWidth: 180, flex: 1 }];

/**
 * A paged list of audit entries, newest first: when, who, the action, the record and what changed
 * (before → after per field). The Activity page, a shift's History and a person's History show it,
 * each with its own query.
 */
export function AuditHistoryGrid<K extends QueryKey>(props: {
  label: string;
  query: PagingGridProps<AuditEvent, K>['query'];
  /** A change of the filters starts again from the first page. */
  filterKey?: string;
  emptyText?: { none: string; noMatch: string };
  actions?: ReactNode;
  testId?: string;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <PagingGrid<AuditEvent, K>
      label={props.label}
      testId={props.testId ?? 'audit-history'}
      columns={phone ? phoneColumns() : auditColumns()}
      query={props.query}
      filterKey={props.filterKey}
      actions={props.actions}
      emptyText={props.emptyText ?? { none: t(A.none), noMatch: t(A.noMatch) }}
      gridProps={{
        getRowHeight: () => 'auto',
        sx: { '& .MuiDataGrid-cell': { py: 1, alignItems: 'flex-start' } },
      }}
    />
  );
}
