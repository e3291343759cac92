import { describe, expect, it } from 'vitest';
import { ManageBusy } from '../../../src/presentation/subscription/ManageBusy';

describe('ManageBusy', () => {
  it('runs one action at a time: another asked meanwhile does not run, and the page is free again once it ends', async () => {
    const busy = new ManageBusy();
    let finish = () => undefined as void;
    const ran: string[] = [];
    const first = busy.during('cancel', () => new Promise<void>((resolve) => ((finish = resolve), ran.push('cancel'))));

    expect(busy.action).toBe('cancel');
    expect(await busy.during('card:pm_1', async () => void ran.push('card'))).toBeNull();
    finish();

    expect(await first).toBeNull();
    expect(busy.action).toBeNull();
    expect(ran).toEqual(['cancel']);
  });

  it('resolves with what went wrong, for the section it concerns to say', async () => {
    const busy = new ManageBusy();
    const refused = new Error('Card declined');

    expect(await busy.during('add-card', () => Promise.reject(refused))).toEqual({ error: refused });
    expect(busy.action).toBeNull();
  });
});
