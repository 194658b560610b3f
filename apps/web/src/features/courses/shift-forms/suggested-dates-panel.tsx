import { type FairShare, SUGGESTION_NAMES, SUGGESTION_WINDOW_DAYS, type SuggestedDate } from '@app/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { DateTime } from 'luxon';
import { useEffect, useId, useMemo } from 'react';
import { formatDateTimeRange, formatWeekdayDate } from '../../../components/date-time';
import { fairShareText } from '../../../components/fair-share-text';
import { useMessages } from '../../../components/messages';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { screenErrorText } from '../../../lib/i18n/error-text';
import { t } from '../../../lib/i18n/i18n';
import { businessTimeZone } from '../../../lib/time-zone';
import { SHIFT_FORM_TEXTS as F } from '../builder-messages';
import { useSuggestedDates } from './api/get-suggested-dates';
import type { SuggestedDatesParams } from './api/keys';

/** How long the form's values must stay still before the suggestions are asked for again. */
const SETTLE_MS = 400;
/** Names shown per role before '+n more'. */

export interface SuggestedDatesPanelProps {
  courseId: number;
  /** Null while the form's values cannot make a valid question (an empty or out-of-range field). */
  params: SuggestedDatesParams | null;
  /** The start time the form holds now, to mark the suggestion in use. */
  selectedStart: Date | null;
  onUse(startTime: string): void;
  /** Moves the window (the reference date, YYYY-MM-DD): the next or the previous four weeks. */
  onReferenceDateChange(date: string): void;
  /** The earliest reference date offered (today): no window starts before it. */
  earliestReferenceDate: string;
}

/** A calendar date (YYYY-MM-DD) `days` later. */
export function addDaysToDate(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() ?? date;
}

/** A calendar date as people read it ('Wed Nov 25 2026'), whatever the browser's zone. */
function dateText(date: string): string {
  return formatWeekdayDate(DateTime.fromISO(date, { zone: businessTimeZone() }).set({ hour: 12 }).toJSDate());
}

/** The 'Suggested dates' panel of the roleplay form: staffed start times, each usable in one click. */
export function SuggestedDatesPanel({
  courseId,
  params,
  selectedStart,
  onUse,
  onReferenceDateChange,
  earliestReferenceDate,
}: SuggestedDatesPanelProps) {
  // Compared by value: a new object with the same numbers is the same question.
  const settledKey = useDebouncedValue(params ? JSON.stringify(params) : '', SETTLE_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as SuggestedDatesParams) : null), [settledKey]);
  const suggestions = useSuggestedDates(courseId, settled);
  const { push } = useMessages();
  const failure = suggestions.isError ? screenErrorText(suggestions.error, t(F.suggestionsFailed)) : null;

  useEffect(() => {
    if (failure) push(failure);
  }, [failure, push]);

  const selectedTime = selectedStart?.getTime() ?? null;
  const titleId = useId();
  // The window: SUGGESTION_WINDOW_DAYS days from the reference date, its last day included.
  const windowFirst = settled?.referenceDate ?? null;
  const windowLast = windowFirst ? addDaysToDate(windowFirst, SUGGESTION_WINDOW_DAYS - 1) : null;
  const weeks = SUGGESTION_WINDOW_DAYS / 7;
  const nextWindow = windowFirst ? addDaysToDate(windowFirst, SUGGESTION_WINDOW_DAYS) : null;
  const previousWindow = windowFirst
    ? [addDaysToDate(windowFirst, -SUGGESTION_WINDOW_DAYS), earliestReferenceDate].sort().at(-1)
    : undefined;
  const windowMoves = windowFirst && nextWindow && (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
      {previousWindow && previousWindow < windowFirst && (
        <Button size="small" onClick={() => onReferenceDateChange(previousWindow)}>
          {t(F.earlierWeeks)}
        </Button>
      )}
      <Button size="small" onClick={() => onReferenceDateChange(nextWindow)}>
        {t(F.nextWeeks, { weeks, date: dateText(nextWindow) })}
      </Button>
    </Stack>
  );

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="suggested-dates" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <EventAvailableIcon color="primary" fontSize="small" />
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(F.suggestedDates)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {settled && windowFirst && windowLast
          ? t(F.window, { first: dateText(windowFirst), last: dateText(windowLast) })
          : t(F.fillIn)}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{suggestions.isFetching && <LinearProgress aria-label={t(F.loadingSuggestions)} />}</Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {failure}
        </Alert>
      )}
      {settled && suggestions.isPending && !failure && (
        <Stack spacing={1}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={96} />
          ))}
        </Stack>
      )}
      {settled && suggestions.data && suggestions.data.length === 0 && !failure && (
        <Alert severity="info" data-testid="no-suggestions">
          {t(F.noSuggestion, {
            first: windowFirst ? dateText(windowFirst) : '',
            last: windowLast ? dateText(windowLast) : '',
            weeks,
          })}
        </Alert>
      )}
      {settled && suggestions.data && !failure && windowMoves}
      {settled && suggestions.data && suggestions.data.length > 0 && !failure && (
        <Stack component="ul" spacing={1} aria-label={t(F.suggestedDates)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {suggestions.data.map((suggestion) => (
            <SuggestionItem
              key={suggestion.startTime}
              suggestion={suggestion}
              selected={selectedTime === new Date(suggestion.startTime).getTime()}
              onUse={() => onUse(suggestion.startTime)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function SuggestionItem({ suggestion, selected, onUse }: { suggestion: SuggestedDate; selected: boolean; onUse(): void }) {
  const start = new Date(suggestion.startTime);
  const end = new Date(suggestion.endTime);
  const label = formatDateTimeRange(start, end);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      data-testid="suggested-date"
      sx={{ p: 1.5, borderColor: selected ? 'primary.main' : undefined, bgcolor: selected ? 'action.selected' : undefined }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
      >
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {selected ? (
          <Chip icon={<CheckCircleIcon />} color="primary" size="small" label={t(F.inUse)} />
        ) : (
          <Button size="small" variant="outlined" onClick={onUse}>
            {t(F.useTime)}
          </Button>
        )}
      </Stack>
      <Stack spacing={0.75}>
        <StaffLine
          label={t(F.coordinators)}
          people={suggestion.shiftCoordinators}
          count={suggestion.shiftCoordinatorCount}
          needed={1}
        />
        <StaffLine label={t(F.coaches)} people={suggestion.coaches} count={suggestion.coachCount} needed={1} />
        <StaffLine
          label={t(F.rolePlayers)}
          people={suggestion.rolePlayers}
          count={suggestion.rolePlayerCount}
          needed={suggestion.rolePlayersNeeded}
        />
      </Stack>
    </Paper>
  );
}

/**
 * One role of a suggestion: how many are free against how many are needed, and the first names,
 * fewest hours first, each with their fair share ('2 shifts this month · last Nov 3').
 */
function StaffLine({
  label,
  people,
  count,
  needed,
}: {
  label: string;
  people: Array<{ id: number; name: string; fairShare: FairShare }>;
  count: number;
  needed: number;
}) {
  const shown = people.slice(0, SUGGESTION_NAMES);
  const more = count - shown.length;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '112px minmax(0, 1fr)', columnGap: 1, alignItems: 'start' }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, lineHeight: '24px' }}>
        {label}
        <Box component="span" sx={{ display: 'block', color: count >= needed ? 'success.main' : 'warning.main' }}>
          {t(F.freeNeeded, { count, needed })}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {shown.map((person) => (
          <Chip
            key={person.id}
            size="small"
            variant="outlined"
            data-testid="suggested-person"
            sx={{ height: 'auto', minHeight: 24, maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            label={
              <>
                {person.name}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {` · ${fairShareText(person.fairShare)}`}
                </Box>
              </>
            }
          />
        ))}
        {more > 0 && <Chip size="small" label={t(F.more, { count: more })} />}
      </Box>
    </Box>
  );
}
