import { Paper, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';

/** Buttons of the registration app are at least 44 px tall: thumbs on a phone. */
export const buttonSx = { minHeight: 44 } as const;

/** A titled part of the course page (a landmark named by its heading). */
export function Section({
  title,
  testId,
  children,
  headingRef,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  /** Given when the page moves focus to this part (the times, when a call is being moved). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Paper component="section" aria-label={title} data-testid={testId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        variant="h6"
        component="h2"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        sx={{ mb: 1.5, outlineOffset: 2 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
