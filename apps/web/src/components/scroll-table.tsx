import SwipeLeftOutlinedIcon from '@mui/icons-material/SwipeLeftOutlined';
import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { t } from '../lib/i18n/i18n';
import { textOf } from '../lib/i18n/text-of';
import { SHELL_TEXTS } from './shell-texts';

/**
 * Styles for a table whose first column stays in view while the rest scrolls sideways (the
 * participant's or the skill's name): give them to the Table's `sx`.
 */
export const stickyFirstColumn: SystemStyleObject<Theme> = {
  '& th:first-of-type, & td:first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme) => `inset -1px 0 0 ${theme.palette.divider}`,
  },
  // A cell spanning the whole row (a heading, an empty row) is not a column: it stays in place.
  '& td[colspan]:first-of-type': { position: 'static', boxShadow: 'none' },
};

/**
 * A wide table's own scroll box: the page never scrolls sideways, the table does inside this box.
 * While there is more to the right (or left) it says so above the table and shades the hidden edge;
 * when it overflows it can be focused and scrolled with the arrow keys.
 */
export function ScrollTable({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflows: false, left: false, right: false });

  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const overflows = el.scrollWidth > el.clientWidth + 1;
    const next = {
      overflows,
      left: overflows && el.scrollLeft > 1,
      right: overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    };
    setEdges((old) => (old.overflows === next.overflows && old.left === next.left && old.right === next.right ? old : next));
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    measure();
    // Applied at once (not in a later render): between a late widening of the table (its data, a
    // font) and the next paint, the box must already be focusable if it now scrolls.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(el);
    const table = el.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <Box sx={{ position: 'relative', minWidth: 0, ...sx }}>
      {edges.overflows && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
          data-testid="scroll-cue"
        >
          <SwipeLeftOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
          {textOf(edges.right ? SHELL_TEXTS.moreColumns : SHELL_TEXTS.firstColumns)}
        </Typography>
      )}
      <Box
        ref={box}
        onScroll={measure}
        // Focusable only when it scrolls, so the arrow keys can move it (and axe asks for it).
        tabIndex={edges.overflows ? 0 : undefined}
        role={edges.overflows ? 'region' : undefined}
        aria-label={edges.overflows ? t(SHELL_TEXTS.scrollsSideways, { label }) : undefined}
        sx={{
          overflowX: 'auto',
          minWidth: 0,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          // Shades on the side that hides columns.
          backgroundImage: (theme) =>
            [
              edges.left ? `linear-gradient(to right, ${theme.palette.action.hover}, transparent 16px)` : null,
              edges.right ? `linear-gradient(to left, ${theme.palette.action.selected}, transparent 24px)` : null,
            ]
              .filter(Boolean)
              .join(', ') || 'none',
        }}
        data-testid="scroll-table"
      >
        {children}
      </Box>
    </Box>
  );
}
