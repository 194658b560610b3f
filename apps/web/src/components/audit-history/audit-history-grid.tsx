import { type AuditEvent, auditEntityLabel, auditNameLabel } from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatGridDateTime } from '../date-time';
import { PagingGrid, type PagingGridProps } from '../paging-grid';
import { AuditChanges } from './audit-changes';

const when: GridColDef<AuditEvent> = {
  field: 'at',
  headerName: 'When',
  minWidth: 140,
  valueFormatter: (value: string) => formatGridDateTime(value),
};
const who: GridColDef<AuditEvent> = {
  field: 'actor',
  headerName: 'Who',
  minWidth: 150,
  flex: 0.6,
  valueGetter: (_value, row) => row.actor?.name ?? 'System',
};
const action: GridColDef<AuditEvent> = {
  field: 'action',
  headerName: 'Action',
  minWidth: 130,
  flex: 0.5,
  valueFormatter: (value: string) => auditNameLabel(value),
};
const record: GridColDef<AuditEvent> = {
  field: 'entity',
  headerName: 'Record',
  minWidth: 150,
  flex: 0.6,
  valueGetter: (_value, row) => `${auditEntityLabel(row.entity)}${row.entityId === null ? '' : ` #${row.entityId}`}`,
};
const changes: GridColDef<AuditEvent> = {
  field: 'after',
  headerName: 'What changed',
  minWidth: 280,
  flex: 1.6,
  sortable: false,
  renderCell: ({ row }) => <AuditChanges entry={row} />,
};

export const AUDIT_COLUMNS = [when, who, action, record, changes];

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
  return (
    <PagingGrid<AuditEvent, K>
      label={props.label}
      testId={props.testId ?? 'audit-history'}
      columns={AUDIT_COLUMNS}
      query={props.query}
      filterKey={props.filterKey}
      actions={props.actions}
      emptyText={props.emptyText ?? { none: 'Nothing has changed yet.', noMatch: 'No change matches these filters.' }}
      gridProps={{
        getRowHeight: () => 'auto',
        sx: { '& .MuiDataGrid-cell': { py: 1, alignItems: 'flex-start' } },
      }}
    />
  );
}
