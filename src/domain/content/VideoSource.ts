import { isHttpsAddress } from './ContentDraftRules';

/**
 * How a video's address plays: in the player of a common host (YouTube, Vimeo), embedded from its privacy-minded
 * address, or as a file in the browser's own player (`<video>`). Null for an address the app does not play (not https).
 */
export type VideoSource = { kind: 'embed'; host: 'youtube' | 'vimeo'; src: string } | { kind: 'file'; src: string };

/** Where the players of common hosts are embedded from (the Content-Security-Policy's frame-src allows exactly these). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export function videoSourceOf(address: string): VideoSource | null {
  const raw = address.trim();
  if (!isHttpsAddress(raw)) return null;
  const url = new URL(raw);
  const host = url.hostname.replace(/^(www|m)\./, '');
  const youtube = youtubeIdOf(host, url);
  if (youtube) return { kind: 'embed', host: 'youtube', src: `${VIDEO_PLAYER_ORIGINS[0]}/embed/${youtube}` };
  const vimeo = vimeoIdOf(host, url);
  if (vimeo) return { kind: 'embed', host: 'vimeo', src: `${VIDEO_PLAYER_ORIGINS[1]}/video/${vimeo}?dnt=1` };
  return { kind: 'file', src: url.href };
}

function youtubeIdOf(host: string, url: URL): string | null {
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoIdOf(host: string, url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'vimeo.com') id = parts[0];
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  return id !== undefined && VIMEO_ID.test(id) ? id : null;
}
