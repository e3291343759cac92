import { describe, expect, it } from 'vitest';
import { GtagScriptTag } from '../../../src/infrastructure/analytics/GtagScriptTag';

describe('GtagScriptTag', () => {
  it('adds gtag.js once per measurement id and queues its configuration', () => {
    const tag = new GtagScriptTag(document);
    tag.load('G-TEST1');
    tag.load('G-TEST1');
    const scripts = document.head.querySelectorAll('script[data-gtag="G-TEST1"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual(['config', 'G-TEST1']);
  });
});
