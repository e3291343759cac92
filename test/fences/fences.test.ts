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

// The real source tree is cruised by `npm run fences` (in `npm run checks`, before the unit tests): here, that the
// rules catch what they are meant to.
describe('layer fences (dependency-cruiser)', () => {
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

  it('keeps the fakes out of production but for the demo entry and the memory profile, which pass only their own doors', () => {
    const fakeRules = ['fakes-out-of-production', 'demo-entry-only-starts-the-demo-back-end', 'memory-profile-only-in-memory'];
    const { summary } = cruise('test/fences/planted/src');
    const broken = summary.violations.filter((violation) => fakeRules.includes(violation.rule.name)).map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
    const planted = 'test/fences/planted/src';
    // The legitimate imports planted beside them (main.tsx → fake-api/browser.ts, the memory profile → memory/) pass.
    expect(broken.sort()).toEqual([
      `demo-entry-only-starts-the-demo-back-end: ${planted}/main.tsx → ${planted}/infrastructure/fake-api/seed/PlantedSeed.ts`,
      `fakes-out-of-production: ${planted}/composition/PlantedProductionContainer.ts → ${planted}/infrastructure/memory/PlantedDouble.ts`,
      `memory-profile-only-in-memory: ${planted}/composition/createMemoryContainer.ts → ${planted}/infrastructure/fake-api/seed/PlantedSeed.ts`,
    ]);
  }, 60_000);

  it("lets a feature use another only through that feature's index.ts", () => {
    const { summary } = cruise('test/fences/planted/src');
    const planted = 'test/fences/planted/src';
    const broken = summary.violations.filter((violation) => violation.rule.name === 'features-meet-through-their-index').map((violation) => `${violation.from} → ${violation.to}`);
    // BasketView's second import, through the catalogue's index.ts, passes.
    expect(broken.sort()).toEqual([
      `${planted}/application/usecases/orders/PlaceOrder.ts → ${planted}/application/usecases/payments/ChargeCard.ts`,
      `${planted}/presentation/basket/BasketView.ts → ${planted}/presentation/catalogue/CatalogueShelf.ts`,
    ]);
  }, 60_000);
});
