// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface CruiseResult {
  summary: { totalCruised: number; violations: { rule: { name: string }; from: string; to: string }[] };
}

function cruise(target: string): CruiseResult {
  const output = execFileSync('node_modules/.bin/depcruise', [target, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as CruiseResult;
}

describe('layer fences (dependency-cruiser)', () => {
  it('cruises the real source tree and finds it clean', () => {
    const { summary } = cruise('src');
    expect(summary.totalCruised).toBeGreaterThan(50);
    expect(summary.violations).toEqual([]);
  }, 60_000);

  it('fails on planted violations', () => {
    const { summary } = cruise('test/fences/planted/src');
    expect(summary.totalCruised).toBeGreaterThan(0);
    const broken = summary.violations.map((violation) => `${violation.rule.name}: ${violation.from}`);
    expect(broken).toEqual(
      expect.arrayContaining([
        'domain-is-pure: test/fences/planted/src/domain/PlantedViolation.ts',
        'presentation-allowed-imports: test/fences/planted/src/presentation/PlantedView.ts',
      ]),
    );
  }, 60_000);
});
