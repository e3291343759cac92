import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  parseVersion,
  requiresLogout,
  versionChange,
  type SemanticVersion,
  type VersionChange,
} from '../../../src/domain/version/AppVersion';

describe('APP_VERSION', () => {
  it('is 4.4.1, as spec §9 says', () => {
    expect(APP_VERSION).toBe('4.4.1');
  });
});

describe('parseVersion', () => {
  it.each<[string, SemanticVersion]>([
    ['4.4.1', { major: 4, minor: 4, patch: 1, prerelease: null }],
    ['0.0.0', { major: 0, minor: 0, patch: 0, prerelease: null }],
    ['10.20.30', { major: 10, minor: 20, patch: 30, prerelease: null }],
    ['1.0.0-rc.1', { major: 1, minor: 0, patch: 0, prerelease: 'rc.1' }],
    ['1.0.0-alpha-beta.0.x7', { major: 1, minor: 0, patch: 0, prerelease: 'alpha-beta.0.x7' }],
    ['1.0.0+build.5', { major: 1, minor: 0, patch: 0, prerelease: null }],
    ['1.0.0-rc.1+build.5', { major: 1, minor: 0, patch: 0, prerelease: 'rc.1' }],
  ])('reads %s', (text, version) => {
    expect(parseVersion(text)).toEqual(version);
  });

  it.each([
    '',
    'garbage',
    '4',
    '4.4',
    '4.4.1.0',
    'v4.4.1',
    ' 4.4.1',
    '4.4.1\n',
    '04.4.1',
    '4.04.1',
    '4.4.01',
    '4.4.-1',
    '4.4.x',
    '4.4.1-',
    '4.4.1-01',
    '4.4.1-rc..1',
    '4.4.1+',
    '9007199254740992.0.0',
  ])('refuses %o', (text) => {
    expect(parseVersion(text)).toBeNull();
  });
});

describe('versionChange from the stored version to 4.4.1', () => {
  it.each<[string | null, VersionChange, boolean]>([
    [null, 'first', true],
    ['garbage', 'first', true],
    ['', 'first', true],
    ['3.0.0', 'major', true],
    ['5.0.0', 'major', true],
    ['4.3.0', 'minor', false],
    ['4.5.9', 'minor', false],
    ['4.4.0', 'patch', false],
    ['4.4.2', 'patch', false],
    ['4.4.1-rc.1', 'patch', false],
    ['4.4.1', 'same', false],
    ['4.4.1+other-build', 'same', false],
  ])('%o is %s (logout: %s)', (stored, change, logout) => {
    expect(versionChange(stored, APP_VERSION)).toBe(change);
    expect(requiresLogout(change)).toBe(logout);
  });

  it('refuses a running version that is not semantic', () => {
    expect(() => versionChange('4.4.1', 'four')).toThrow(RangeError);
  });
});
