import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** An inline message: 'error' is announced at once (alert), 'info' politely (status). */
export function Notice({ severity, title, children, action }: { severity: 'info' | 'error'; title?: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{ p: 2, borderLeft: 4, borderLeftColor: severity === 'error' ? 'error.main' : 'info.main' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography component="div">
          {title && <strong>{title} </strong>}
          {children}
        </Typography>
        {action}
      </Stack>
    </Paper>
  );
}
