import { describe, expect, it } from 'vitest';
import { RecordingNotifier } from '../../../src/infrastructure/memory/RecordingNotifier';

describe('RecordingNotifier', () => {
  it('records toasts by kind', () => {
    const notifier = new RecordingNotifier();
    notifier.error('Wrong code');
    notifier.success('Saved');
    notifier.info('Check your inbox');

    expect(notifier.toasts).toEqual([
      { kind: 'error', message: 'Wrong code' },
      { kind: 'success', message: 'Saved' },
      { kind: 'info', message: 'Check your inbox' },
    ]);
    expect(notifier.messages('error')).toEqual(['Wrong code']);
  });
});
