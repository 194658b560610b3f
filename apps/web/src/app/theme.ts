import { createTheme } from '@mui/material/styles';

/**
 * Whether the person has asked their device for less motion (WCAG 2.3.3, "Animation from
 * Interactions"): MUI's transitions (dialogs, menus, messages, drawers, collapsing cards) then take no
 * time and buttons draw no ripple; a progress indicator still turns, as it tells that something is
 * under way. Read once, as the app starts. The browser tests run so (e2e/fixtures.ts).
 */
const lessMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const NO_TIME = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

// Every colour that carries text reads at 4.5:1 or more on white and on the page's grey (WCAG AA),
// as text and as a filled background under white text: MUI's own info (#0288d1, 3.9:1), warning
// (#ed6c02, 3.1:1) and error (#d32f2f, 4.5:1 on an info tint) and the old secondary (#c25b12, 4.4:1) do not.
export const theme = createTheme({
  ...(lessMotion ? { transitions: { duration: NO_TIME, create: () => 'none' } } : {}),
  palette: {
    primary: { main: '#1e4e79' },
    secondary: { main: '#a84f0f' },
    info: { main: '#0268a8' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // A toggle button's text is MUI's action grey (#757575), 4.47:1 on its own hover tint (#f5f5f5):
    // the secondary text grey keeps 5.3:1 there. A chosen button keeps its own colours.
    MuiToggleButton: { styleOverrides: { root: ({ theme: t }) => ({ color: t.palette.text.secondary }) } },
    // A visible focus ring on everything built on ButtonBase (buttons, icon buttons, menu and list
    // items, tabs, chips, switches) when reached by keyboard; white on the dark top bar.
    MuiButtonBase: {
      defaultProps: { disableRipple: lessMotion },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
          '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: t.palette.common.white },
        }),
      },
    },
  },
});
