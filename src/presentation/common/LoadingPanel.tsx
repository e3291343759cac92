import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export function LoadingPanel({ label }: { label: string }) {
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Stack>
  );
}
