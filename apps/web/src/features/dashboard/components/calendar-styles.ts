import { SHIFT_COLORS } from '@app/shared/constants';
import type { SxProps, Theme } from '@mui/material/styles';

const AVAILABILITY = SHIFT_COLORS.availability;

/**
 * FullCalendar injects its own stylesheet; this adapts it to the app's theme (buttons, borders,
 * today, past days) and styles the item bodies of event-content.tsx once for all items.
 */
export const calendarSx: SxProps<Theme> = (theme) => ({
  // Tall enough for a working day in the week grid; the grid scrolls inside it.
  height: { xs: 'max(480px, calc(100dvh - 230px))', sm: 'max(560px, calc(100vh - 250px))' },
  '--fc-border-color': theme.palette.divider,
  '--fc-button-bg-color': theme.palette.background.paper,
  '--fc-button-border-color': theme.palette.divider,
  '--fc-button-text-color': theme.palette.text.primary,
  '--fc-button-hover-bg-color': theme.palette.action.hover,
  '--fc-button-hover-border-color': theme.palette.divider,
  '--fc-button-active-bg-color': theme.palette.primary.main,
  '--fc-button-active-border-color': theme.palette.primary.main,
  '--fc-today-bg-color': 'rgba(30, 78, 121, 0.06)',
  '--fc-now-indicator-color': theme.palette.error.main,
  '--fc-highlight-color': 'rgba(126, 87, 194, 0.18)',
  '--fc-neutral-bg-color': theme.palette.grey[100],
  '--fc-list-event-hover-bg-color': theme.palette.action.hover,
  '--fc-page-bg-color': theme.palette.background.paper,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.body2.fontSize,

  // Toolbar: MUI-like buttons; the title on its own line and the rest wrapping on narrow screens.
  '& .fc .fc-toolbar.fc-header-toolbar': { flexWrap: 'wrap', gap: 1, mb: 1.5 },
  '& .fc .fc-toolbar-title': { fontSize: '1.25rem', fontWeight: 500 },
  '& .fc .fc-button': {
    textTransform: 'none',
    fontWeight: 500,
    borderRadius: `${theme.shape.borderRadius}px`,
    padding: '0.35em 0.8em',
    boxShadow: 'none !important',
  },
  '& .fc .fc-button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& .fc .fc-timegrid-col:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .fc .fc-button-primary:not(:disabled).fc-button-active': { color: theme.palette.primary.contrastText },
  '& .fc .fc-button-primary:disabled': { opacity: 0.5 },
  '& .rp-day-header-compact': {
    display: 'none',
    flexDirection: 'column',
    alignItems: 'center',
    lineHeight: 1.2,
    '& small': { fontSize: '0.68rem', fontWeight: 400, color: theme.palette.text.secondary },
  },

  // Grid: past days are shaded (they cannot be selected), today is tinted.
  '& .fc .fc-timegrid-col.fc-day-past, & .fc .fc-daygrid-day.fc-day-past': {
    backgroundColor: theme.palette.grey[50],
  },
  '& .fc .fc-col-header-cell.fc-day-today': { color: theme.palette.primary.main, fontWeight: 700 },
  '& .fc .fc-timegrid-slot': { height: '1.6em' },
  '& .fc a': { color: 'inherit' },

  // Items.
  '& .fc-event': { borderRadius: '4px', overflow: 'hidden' },
  // A past item is greyed, not faded: a grayscale filter keeps its text's contrast (opacity did not).
  '& .fc-event.fc-event-past:not(.rp-availability)': { filter: 'grayscale(0.6)' },
  '& .fc-v-event .fc-event-main': { padding: '1px 3px' },
  '& .rp-grid-item': {
    userSelect: 'none',
    position: 'relative',
    height: '100%',
    overflow: 'hidden',
    lineHeight: 1.25,
    fontSize: '0.75rem',
  },
  '& .rp-grid-item .rp-time': { fontSize: '0.7rem' },
  '& .rp-grid-item .rp-title': { fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .rp-grid-item .rp-sub, & .rp-grid-item .rp-note': {
    fontSize: '0.7rem',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .rp-grid-item .rp-note': { fontStyle: 'italic' },
  '& .rp-availability .rp-grid-item': { paddingRight: '52px' },

  // Availability in the grids: a band behind the shifts (which keep their whole width), its hours on
  // top, an edit and a remove button; the shifts leave a strip of it visible at the column's right.
  '& .fc .fc-timegrid-col-events': { marginRight: '10px' },
  '& .fc .fc-bg-event.rp-availability': {
    opacity: 1,
    backgroundColor: `color-mix(in srgb, ${AVAILABILITY} 16%, transparent) !important`,
    borderLeft: `3px solid ${AVAILABILITY}`,
    color: '#4a2c8a',
    cursor: 'pointer',
  },
  '& .fc .fc-bg-event.rp-availability.fc-event-past': { cursor: 'default' },
  '& .rp-band': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2px',
    padding: '1px 2px 0 3px',
    fontSize: '0.7rem',
    lineHeight: 1.2,
    userSelect: 'none',
  },
  '& .rp-band-label': { flex: '1 1 auto', minWidth: 0, display: 'flex', flexWrap: 'wrap', columnGap: '4px' },
  '& .rp-band-label .rp-title': { fontWeight: 600 },
  '& .rp-actions': { display: 'inline-flex', gap: '2px', flexShrink: 0 },
  '& .rp-band .rp-edit, & .rp-band .rp-remove': {
    position: 'static',
    background: 'rgba(255, 255, 255, 0.85)',
    color: '#4a2c8a',
    border: `1px solid ${AVAILABILITY}`,
  },
  '& .rp-edit, & .rp-remove': {
    width: 24,
    height: 24,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'rgba(0, 0, 0, 0.25)',
    color: '#fff',
    fontSize: '14px',
    lineHeight: '22px',
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
  },
  '& .rp-edit:hover, & .rp-remove:hover': { filter: 'brightness(0.85)' },
  '& .rp-edit:focus-visible, & .rp-remove:focus-visible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
  '& .rp-list-item': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 },
  '& .rp-list-item .rp-title': { fontWeight: 600 },
  // The title that opens the item: a button that reads as the title, with the focus ring of a link.
  '& .rp-list-item .rp-open': {
    font: 'inherit',
    fontWeight: 600,
    color: 'inherit',
    background: 'none',
    border: 0,
    padding: 0,
    textAlign: 'start',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .rp-list-item .rp-sub': { color: theme.palette.text.secondary, flexBasis: { xs: '100%', md: 'auto' }, order: { md: 2 } },
  '& .rp-list-item .rp-note': {
    order: 1,
    fontSize: '0.7rem',
    px: 0.75,
    borderRadius: 8,
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '& .rp-grid-item .rp-actions': { position: 'absolute', top: 1, right: 1, zIndex: 5 },
  '& .rp-list-item .rp-actions': { order: 3, ml: 1 },
  '& .rp-list-item .rp-edit, & .rp-list-item .rp-remove': {
    background: theme.palette.grey[300],
    color: theme.palette.text.primary,
  },

  // An invite waiting for an answer is outlined; a shift offered for swap is striped.
  '& .fc-v-event.rp-invited, & .fc-h-event.rp-invited': { borderWidth: '2px', borderStyle: 'dashed' },
  '& .rp-swap-requested': {
    backgroundImage: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.22) 0 6px, rgba(255,255,255,0) 6px 12px)',
  },
  '& .fc .rp-holiday-tint': { opacity: 0.12 },
  '& .fc .fc-list-day-cushion': { backgroundColor: theme.palette.grey[100] },
  '& .fc .fc-list-event': { cursor: 'pointer' },
  '& .fc .fc-list-event.rp-holiday': { cursor: 'default' },
  '& .fc .fc-list-empty': { backgroundColor: theme.palette.background.paper },

  // Phones; last, so it overrides the rules above.
  [theme.breakpoints.down('sm')]: {
    '& .fc .fc-toolbar-chunk:nth-of-type(2)': { order: -1, flexBasis: '100%', textAlign: 'center' },
    '& .fc .fc-toolbar.fc-header-toolbar': { justifyContent: 'space-between' },
    '& .fc .fc-toolbar-title': { fontSize: '1.05rem' },
    '& .fc .fc-col-header-cell-cushion': { fontSize: '0.75rem', px: 0.25 },
    '& .fc .fc-timegrid-slot-label-cushion': { fontSize: '0.7rem' },
    // A week of seven columns in 375 px (the window made narrow): an item shows its title only (the
    // dialog has the rest). The day view, a phone's grid, shows items whole.
    '& .fc-timeGridWeek-view .rp-grid-item .rp-time, & .fc-timeGridWeek-view .rp-grid-item .rp-sub, & .fc-timeGridWeek-view .rp-grid-item .rp-note':
      { display: 'none' },
    '& .fc-timeGridWeek-view .rp-grid-item .rp-title': {
      whiteSpace: 'normal',
      textOverflow: 'clip',
      fontSize: '0.68rem',
      lineHeight: 1.2,
    },
    '& .rp-availability .rp-grid-item': { paddingRight: 0, paddingTop: '46px' },
    // Touch targets of 44 px: the availability buttons, the toolbar's buttons.
    '& .rp-edit, & .rp-remove': { width: 44, height: 44, fontSize: '20px', lineHeight: '42px' },
    '& .fc .fc-button': { padding: '0.3em 0.6em', minHeight: 44, minWidth: 44 },
    '& .fc .fc-timegrid-col-events': { marginRight: '16px' },
    '& .rp-day-header-wide': { display: 'none' },
    '& .rp-day-header-compact': { display: 'flex' },
  },
});
