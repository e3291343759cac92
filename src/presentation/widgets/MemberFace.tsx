/** How big a face is drawn: beside a line of text, on a card's byline, or large in the settings. */
export type FaceSize = 'small' | 'medium' | 'large';

const PIXELS: Record<FaceSize, number> = { small: 24, medium: 32, large: 72 };

/**
 * A member's face (issue "Pictures": avatars, first-paint CSS `.face`): their picture, or their initials on the
 * network's colour when they have none. Decorative: the member's name is always written beside it. `url` is safe
 * already (the wire's readers drop any other), and the picture is drawn at its size before it arrives.
 */
export function MemberFace({ name, url, size = 'medium', className }: { name: string; url: string | null; size?: FaceSize; className?: string }) {
  const pixels = PIXELS[size];
  return (
    <span className={`face face--${size}${className ? ` ${className}` : ''}`} aria-hidden="true">
      {url ? <img src={url} alt="" width={pixels} height={pixels} loading="lazy" decoding="async" /> : initialsOf(name)}
    </span>
  );
}

/** Up to two initials of a name: "Rosa Marino" → "RM"; none for a former member's empty name. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
