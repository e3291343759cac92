import { describe, expect, it, vi } from 'vitest';
import { BrowserNewTabOpener } from '../../../src/infrastructure/routing/BrowserNewTabOpener';

function fakeTab() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('BrowserNewTabOpener', () => {
  it('opens the tab inside the click, then sends it on, cut from the app', async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab as unknown as Window);
    let answer: (url: string) => void = () => undefined;
    const opening = new BrowserNewTabOpener({ open }).open(() => new Promise((resolve) => (answer = resolve)));
    // Opened before the address is known: the browser still counts it as the member's click.
    expect(open).toHaveBeenCalledWith('', '_blank');
    answer('https://invoices.example/in_1.pdf');
    await opening;
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('https://invoices.example/in_1.pdf');
  });

  it('closes the tab when the address cannot be had', async () => {
    const tab = fakeTab();
    const opener = new BrowserNewTabOpener({ open: () => tab as unknown as Window });
    await expect(opener.open(() => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(tab.close).toHaveBeenCalled();
  });

  it('a blocked tab still opens the address once known', async () => {
    const open = vi.fn(() => null);
    await new BrowserNewTabOpener({ open }).open(async () => 'https://invoices.example/in_2.pdf');
    expect(open).toHaveBeenLastCalledWith('https://invoices.example/in_2.pdf', '_blank', 'noopener');
  });
});
