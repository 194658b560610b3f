import type { SxProps, Theme } from '@mui/material/styles';

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
  '& .fc-event.fc-event-past:not(.rp-availability)': { opacity: 0.7 },
  '& .fc-v-event .fc-event-main': { padding: '1px 3px' },
  '& .rp-grid-item': {
    userSelect: 'none',
    position: 'relative',
    height: '100%',
    overflow: 'hidden',
    lineHeight: 1.25,
    fontSize: '0.75rem',
  },
  '& .rp-grid-item .rp-time': { fontSize: '0.7rem', opacity: 0.9 },
  '& .rp-grid-item .rp-title': { fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .rp-grid-item .rp-sub, & .rp-grid-item .rp-note': {
    fontSize: '0.7rem',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    opacity: 0.92,
  },
  '& .rp-grid-item .rp-note': { fontStyle: 'italic' },
  '& .rp-availability .rp-grid-item': { paddingRight: '18px' },
  '& .rp-list-item': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 },
  '& .rp-list-item .rp-title': { fontWeight: 600 },
  '& .rp-list-item .rp-sub': { color: theme.palette.text.secondary, flexBasis: { xs: '100%', md: 'auto' }, order: { md: 2 } },
  '& .rp-list-item .rp-note': {
    order: 1,
    fontSize: '0.7rem',
    px: 0.75,
    borderRadius: 8,
    backgroundColor: theme.palette.warning.light,
    color: theme.palette.warning.contrastText,
  },
  '& .rp-remove': {
    position: 'absolute',
    top: 1,
    right: 1,
    width: 18,
    height: 18,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'rgba(0, 0, 0, 0.25)',
    color: '#fff',
    fontSize: '14px',
    lineHeight: '18px',
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    zIndex: 5,
  },
  '& .rp-remove:hover, & .rp-remove:focus-visible': { background: 'rgba(0, 0, 0, 0.5)', outline: 'none' },
  '& .rp-list-item .rp-remove': {
    order: 3,
    position: 'static',
    ml: 1,
    background: theme.palette.grey[300],
    color: theme.palette.text.primary,
  },
  '& .rp-list-item .rp-remove:hover': { background: theme.palette.grey[400] },

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
    '& .fc .fc-button': { padding: '0.3em 0.6em' },
    '& .fc .fc-col-header-cell-cushion': { fontSize: '0.75rem', px: 0.25 },
    '& .fc .fc-timegrid-slot-label-cushion': { fontSize: '0.7rem' },
    // Seven columns in 375 px: an item shows its title only (the hover card and dialog have the rest).
    '& .rp-grid-item .rp-time, & .rp-grid-item .rp-sub, & .rp-grid-item .rp-note': { display: 'none' },
    '& .rp-grid-item .rp-title': { whiteSpace: 'normal', textOverflow: 'clip', fontSize: '0.68rem', lineHeight: 1.2 },
    '& .rp-availability .rp-grid-item': { paddingRight: 0, paddingTop: '16px' },
    '& .rp-day-header-wide': { display: 'none' },
    '& .rp-day-header-compact': { display: 'flex' },
  },
});
