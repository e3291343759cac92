export { APP_VERSION } from './currentVersion';

export interface SemanticVersion {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated identifiers after '-', or null. */
  prerelease: string | null;
}

export type VersionChange = 'first' | 'major' | 'minor' | 'patch' | 'same';

/**
 * The grammar of semver.org 2.0.0: no 'v' prefix, no leading zeros, no surrounding whitespace.
 * Build metadata ('+…') is accepted and ignored, as semver precedence ignores it.
 */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;

export function parseVersion(text: string): SemanticVersion | null {
  const match = SEMVER.exec(text);
  if (match === null) return null;
  const version: SemanticVersion = {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ?? null,
  };
  // Beyond 2^53 numbers would silently compare equal.
  return [version.major, version.minor, version.patch].every(Number.isSafeInteger) ? version : null;
}

/**
 * How the version stored by a previous visit differs from the running one. A missing or unreadable
 * stored version counts as the first visit. Only the size of the difference matters, not its
 * direction: going back from 5.x to 4.x is as much a major change as going forward.
 */
export function versionChange(stored: string | null, current: string): VersionChange {
  const running = parseVersion(current);
  // The running version is this build's own constant: an invalid one is a release mistake to surface.
  if (running === null) throw new RangeError(`The app version "${current}" is not a semantic version`);
  const previous = stored === null ? null : parseVersion(stored);
  if (previous === null) return 'first';
  if (previous.major !== running.major) return 'major';
  if (previous.minor !== running.minor) return 'minor';
  // A different pre-release of the same version is a different build, but the smallest kind of change.
  if (previous.patch !== running.patch || previous.prerelease !== running.prerelease) return 'patch';
  return 'same';
}

/** Spec §4: a first-ever version or a major change refetches the user and logs out. */
export function requiresLogout(change: VersionChange): boolean {
  return change === 'first' || change === 'major';
}
