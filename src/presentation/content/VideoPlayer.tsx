import { videoSourceOf } from '../../domain/content/VideoSource';

/**
 * A video post's player: the host's own for YouTube and Vimeo (their privacy-minded addresses, loaded when near the
 * screen), the browser's `<video>` for a file. Nothing for an address the app does not play (not https).
 */
export function VideoPlayer({ address, title, className, preload = 'none' }: { address: string; title: string; className?: string; preload?: 'none' | 'metadata' }) {
  const source = videoSourceOf(address);
  if (!source) return null;
  if (source.kind === 'embed') {
    return (
      <iframe
        className={className}
        src={source.src}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    );
  }
  return <video className={className} src={source.src} controls playsInline preload={preload} aria-label={title} />;
}
