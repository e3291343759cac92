import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * One part of the settings: a `<section>` named by its h2, so screen readers list and jump between them. `aside`
 * sits beside the heading (e.g. the unsaved-changes marker).
 */
export function SettingsSection({ id, title, description, aside, children }: { id: string; title: string; description?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={`${id}-title`} variant="h2" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.3rem' }, flex: 1 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {description && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{children}</Box>
    </Paper>
  );
}
