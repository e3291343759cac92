/** A spinner drawn with the first paint's CSS (`.spinner`): no MUI on the first load. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="spinner-panel" role="status" aria-live="polite">
      <div className="spinner" role="progressbar" aria-label={label} />
    </div>
  );
}
