/**
 * The one rule for a path of this site the app follows inside itself or hands to the browser: a return path after
 * sign-in or a gate (`?return=`, `?from=`), a notification's link. It is followed only when it stays on this origin
 * and says plainly where it leads: it starts with exactly one '/', holds no backslash (browsers read it as '/'), no
 * whitespace or control character (URL parsers strip tabs and newlines, so '/\t/evil' becomes '//evil'), and no
 * '.' or '..' segment in its path ('%2e' too: browsers resolve those, so '/harbour-runners/../atelier-ceramica/settings'
 * would leave the network its prefix names); and it keeps all that however many times it is percent-decoded, since
 * some router or server on the way may decode it. Its query and fragment may hold dots.
 */
export function safeSitePath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || !isSingleSlashPath(raw) || /[\s\p{C}]/u.test(raw)) return null;
  const layers = decodingsOf(raw);
  const pathLayers = decodingsOf(raw.split(/[?#]/, 1)[0] ?? '');
  if (layers === null || pathLayers === null) return null;
  if (!layers.every((layer) => isSingleSlashPath(layer) && !/\p{Cc}/u.test(layer))) return null;
  return pathLayers.some(hasDotSegment) ? null : raw;
}

function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** The text and each of its percent-decodings until nothing changes; null when one is not valid UTF-8. */
function decodingsOf(text: string): string[] | null {
  const layers = [text];
  for (;;) {
    const decoded = percentDecoded(layers[layers.length - 1] ?? '');
    if (decoded === null) return null;
    if (decoded === layers[layers.length - 1]) return layers;
    layers.push(decoded);
  }
}

/**
 * Decodes every run of percent escapes, leaving a lone '%' as it is (so '/100%25' is fine).
 * A run that is not valid UTF-8 gives null: lenient decoders differ on it, so it is not trusted.
 * Each decoding that changes the text shortens it, so the caller's loop ends.
 */
function percentDecoded(text: string): string | null {
  let malformed = false;
  const decoded = text.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      malformed = true;
      return escapes;
    }
  });
  return malformed ? null : decoded;
}
