import { describe, expect, it } from 'vitest';
import { writeOptimistically } from '../../../src/presentation/kit/optimistic';

describe('writeOptimistically', () => {
  it('applies at once, confirms with the answer, then refetches', async () => {
    const steps: string[] = [];
    let answer!: (value: string) => void;

    const outcome = writeOptimistically({
      apply: () => {
        steps.push('apply');
        return () => steps.push('undo');
      },
      send: () => new Promise<string>((resolve) => (answer = resolve)),
      confirm: (value) => steps.push(`confirm ${value}`),
      refetch: () => void steps.push('refetch'),
    });
    expect(steps).toEqual(['apply']);
    answer('saved');

    await expect(outcome).resolves.toEqual({ ok: true, answer: 'saved' });
    expect(steps).toEqual(['apply', 'confirm saved', 'refetch']);
  });

  it('takes the change back when the server refuses, then refetches', async () => {
    const steps: string[] = [];
    const refusal = new Error('refused');

    const outcome = await writeOptimistically({
      apply: () => {
        steps.push('apply');
        return () => steps.push('undo');
      },
      send: () => Promise.reject(refusal),
      confirm: () => steps.push('confirm'),
      refetch: () => void steps.push('refetch'),
    });

    expect(outcome).toEqual({ ok: false, error: refusal });
    expect(steps).toEqual(['apply', 'undo', 'refetch']);
  });
});
