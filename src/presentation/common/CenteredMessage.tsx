import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled message in the middle of the page: not-found, failures, access explanations. */
export function CenteredMessage({ title, body, children, role }: { title: string; body?: ReactNode; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <Stack component="main" sx={{ alignItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" role={role} sx={{ p: { xs: 3, md: 4 }, maxWidth: 560, width: '100%' }}>
        <Stack spacing={2}>
          <Typography variant="h1" component="h1">
            {title}
          </Typography>
          {body && (
            <Typography color="text.secondary" component="div">
              {body}
            </Typography>
          )}
          {children && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {children}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
