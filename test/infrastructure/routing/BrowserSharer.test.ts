import { describe, expect, it, vi } from 'vitest';
import { BrowserSharer } from '../../../src/infrastructure/routing/BrowserSharer';

const page = { title: 'Harbour 10K', url: 'https://app.example/harbour-runners/contents/cnt-1' };

describe('BrowserSharer', () => {
  it('opens the share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    await expect(new BrowserSharer({ share }).share(page)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
  });

  it('says cancelled when the member closes the sheet, and copies nothing', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    await expect(new BrowserSharer({ share, clipboard: { writeText } }).share(page)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when sharing is not allowed', async () => {
    const writeText = vi.fn(async () => undefined);
    await expect(new BrowserSharer({ clipboard: { writeText } }).share(page)).resolves.toBe('copied');
    const share = vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    await expect(new BrowserSharer({ share, clipboard: { writeText } }).share(page)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(page.url);
  });

  it('says failed when the clipboard refuses or is missing', async () => {
    await expect(new BrowserSharer({ clipboard: { writeText: async () => Promise.reject(new Error('denied')) } }).share(page)).resolves.toBe('failed');
    await expect(new BrowserSharer({}).share(page)).resolves.toBe('failed');
  });
});
