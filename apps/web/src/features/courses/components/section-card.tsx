import { Box, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One titled card of the course pages, with optional actions beside the title. */
export function SectionCard({
  title,
  subtitle,
  action,
  children,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} data-testid={testId} sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
