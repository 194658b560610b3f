import { Box, Typography } from '@mui/material';
import { t } from '../../../lib/i18n/i18n';
import { USERS_TEXTS } from '../messages';

export interface ReadOnlyDetail {
  label: string;
  value: string | null | undefined;
}

/**
 * Details the viewer may not change, written as text (a label above its value) rather than as
 * boxes that look editable. An empty value reads "Not given".
 */
export function ReadOnlyDetails({ items, label }: { items: readonly ReadOnlyDetail[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', color: item.value ? 'text.primary' : 'text.secondary' }}
          >
            {item.value || t(USERS_TEXTS.notGiven)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
