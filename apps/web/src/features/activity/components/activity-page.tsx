import { AUDIT_ENTITY_LABELS } from '@app/shared';
import { Autocomplete, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuditHistoryGrid } from '../../../components/audit-history/audit-history-grid';
import { auditActionText, auditEntityText } from '../../../components/audit-history/audit-words';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { type AuditFilters, auditEventsQueryOptions } from '../../../lib/audit-events';
import { currentLanguage, t } from '../../../lib/i18n/i18n';
import { useDownloadActivity } from '../api/download-activity';
import { usePeopleSearch } from '../api/search-people';
import { ACTIVITY_TEXTS as A } from '../messages';

/** The actions offered in the Action filter: the ones people look for most (in words: the History grid's). */
const ACTIONS = [
  'create',
  'update',
  'delete',
  'move',
  'login',
  'impersonate',
  'reset_password',
  'invite_create',
  'invite_accept',
  'invite_reject',
  'invite_swap_request',
  'invite_swap_taken',
  'invite_undo_swap',
  'invite_delete',
  'send_reminder',
  'email_action_plan',
] as const;

/** The kinds of record by their name in the person's language (the History grid's words). */
function entityOptions(): [string, string][] {
  const language = currentLanguage();
  return Object.keys(AUDIT_ENTITY_LABELS)
    .map((entity): [string, string] => [entity, auditEntityText(entity)])
    .sort(([, a], [, b]) => a.localeCompare(b, language));
}

const WHOLE_NUMBER = /^[1-9][0-9]{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address holds, and what is wrong with any of them (those are left out). */
function readFilters(params: URLSearchParams) {
  const text = (name: string) => params.get(name) ?? '';
  const recordId = text('entity_id');
  const from = text('from');
  const to = text('to');
  const problems: Record<string, string> = {};
  if (recordId && !WHOLE_NUMBER.test(recordId)) problems.entity_id = t(A.recordIdWhole, { field: t(A.recordId) });
  if (from && !DAY.test(from)) problems.from = t(A.mustBeDate, { field: t(A.from) });
  if (to && !DAY.test(to)) problems.to = t(A.mustBeDate, { field: t(A.to) });
  if (from && to && !problems.from && !problems.to && to < from)
    problems.to = t(A.toBeforeFrom, { to: t(A.to), from: t(A.from) });
  const actor = text('actor_id');
  const filters: AuditFilters = {
    actor_id: WHOLE_NUMBER.test(actor) ? Number(actor) : undefined,
    entity: text('entity') || undefined,
    entity_id: recordId && !problems.entity_id ? Number(recordId) : undefined,
    action: text('action') || undefined,
    from: from && !problems.from ? from : undefined,
    to: to && !problems.to ? to : undefined,
  };
  return { filters, problems, raw: { recordId, from, to, actorName: text('actor_name') } };
}

interface Person {
  id: number;
  name: string;
}

function WhoFilter({ value, onChange }: { value: Person | null; onChange(value: Person | null): void }) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const people = usePeopleSearch(value && search === value.name ? '' : search, open);
  const options: Person[] = (people.data?.data ?? []).map((p) => ({ id: p.id, name: p.name }));
  return (
    <Autocomplete<Person>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      onInputChange={(_event, text) => setInput(text)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={people.isFetching}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      renderInput={(params) => <TextField {...params} size="small" label={t(A.who)} />}
    />
  );
}

/**
 * /activity (admins): every change made through the app, newest first, filtered by who made it,
 * the kind of record and its id, the action and the days; each row shows what changed, field by
 * field. The filters live in the address, so a filtered view can be shared; the CSV file holds
 * what the filters match.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const { filters, problems, raw } = readFilters(params);
  const download = useDownloadActivity();
  const filterKey = JSON.stringify(filters);
  const query = useMemo(() => auditEventsQueryOptions(JSON.parse(filterKey) as AuditFilters), [filterKey]);

  // The latest filters, also between a change and the render it causes: two quick changes (a record
  // type, then its id) must not read the same old address, or the second would drop the first.
  const latest = useRef(params);
  latest.current = params;
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace: true });
  };

  const actor = filters.actor_id !== undefined ? { id: filters.actor_id, name: raw.actorName || t(A.personChosen) } : null;
  const anyFilter = [...params.keys()].length > 0;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(A.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(A.intro)}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t(A.filters)}
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
      >
        <WhoFilter
          value={actor}
          onChange={(person) => set({ actor_id: person ? String(person.id) : undefined, actor_name: person?.name })}
        />
        <TextField
          select
          size="small"
          label={t(A.record)}
          value={filters.entity ?? ''}
          onChange={(e) => set({ entity: e.target.value, entity_id: e.target.value ? raw.recordId : undefined })}
          sx={{ minWidth: { xs: '100%', sm: 190 } }}
        >
          <MenuItem value="">{t(A.anyRecord)}</MenuItem>
          {entityOptions().map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t(A.recordId)}
          value={raw.recordId}
          onChange={(e) => set({ entity_id: e.target.value.trim() })}
          error={!!problems.entity_id}
          helperText={problems.entity_id}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 120 } }}
        />
        <TextField
          select
          size="small"
          label={t(A.action)}
          value={filters.action ?? ''}
          onChange={(e) => set({ action: e.target.value })}
          sx={{ minWidth: { xs: '100%', sm: 190 } }}
        >
          <MenuItem value="">{t(A.anyAction)}</MenuItem>
          {filters.action && !(ACTIONS as readonly string[]).includes(filters.action) && (
            <MenuItem value={filters.action}>{auditActionText(filters.action)}</MenuItem>
          )}
          {ACTIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {auditActionText(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t(A.from)}
          value={raw.from}
          onChange={(e) => set({ from: e.target.value })}
          error={!!problems.from}
          helperText={problems.from}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 165 } }}
        />
        <TextField
          size="small"
          type="date"
          label={t(A.to)}
          value={raw.to}
          onChange={(e) => set({ to: e.target.value })}
          error={!!problems.to}
          helperText={problems.to}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 165 } }}
        />
        {anyFilter && (
          <Button
            onClick={() => {
              latest.current = new URLSearchParams();
              setParams(latest.current, { replace: true });
            }}
            sx={{ minHeight: 40 }}
          >
            {t(A.clearFilters)}
          </Button>
        )}
      </Box>
      <AuditHistoryGrid
        label={t(A.title)}
        testId="activity-grid"
        query={query}
        filterKey={filterKey}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {download.isPending && (
              <Typography variant="body2" color="text.secondary" role="status">
                {t(A.preparing)}{' '}
                {download.received > 0
                  ? t(A.kilobytes, {
                      size: new Intl.NumberFormat(currentLanguage()).format(Math.round(download.received / 1024)),
                    })
                  : ''}
              </Typography>
            )}
            <Button variant="outlined" onClick={() => download.mutate(filters)} disabled={download.isPending}>
              {t(A.downloadCsv)}
            </Button>
          </Stack>
        }
      />
    </Paper>
  );
}
