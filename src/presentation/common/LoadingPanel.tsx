import Box from '@mui/material/Box';

/**
 * A spinner drawn with CSS (not CircularProgress): it is on every first load, where each KB counts.
 * Motion is dropped for people who ask for reduced motion.
 */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', py: 8 }} role="status" aria-live="polite">
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'action.selected',
          borderTopColor: 'primary.main',
          animation: 'loading-spin 0.9s linear infinite',
          '@keyframes loading-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
    </Box>
  );
}
