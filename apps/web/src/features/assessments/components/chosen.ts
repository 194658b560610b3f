/**
 * A chosen toggle (an answer, a rating, the NPS score): filled in the primary colour, bold, also
 * when read-only, never a faint tint; the keyboard's button gets a ring. ToggleButton sets aria-pressed.
 */
export const CHOSEN = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 },
  '&.Mui-selected.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText', opacity: 0.75 },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 1, zIndex: 1 },
} as const;
