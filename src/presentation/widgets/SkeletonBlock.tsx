import Skeleton from '@mui/material/Skeleton';

/** A block still loading: its skeleton, and what is loading said to screen readers in reading order. */
export function SkeletonBlock({ label, height }: { label: string; height: number }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton variant="rounded" height={height} />
    </div>
  );
}
