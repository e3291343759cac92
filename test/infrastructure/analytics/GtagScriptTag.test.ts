// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GtagScriptTag, isMeasurementId } from '../../../src/infrastructure/analytics/GtagScriptTag';

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

  it.each(['G-ABC123', 'G-abc123', 'UA-12345-1', 'G-A-B-C'])('accepts the measurement id %j', (id) => {
    expect(isMeasurementId(id)).toBe(true);
  });

  it.each([
    '',
    'G-',
    'UA-',
    'GTM-ABC',
    'AW-123',
    'g-ABC',
    ' G-ABC',
    'G-ABC ',
    'G-ABC&l=evil',
    'G-ABC"><script>alert(1)</script>',
    'G-ABC/../../x',
    'G-ABC\nx',
    'G-ÀBC',
    'javascript:alert(1)',
  ])('loads nothing for %j, which is not a measurement id', (id) => {
    const tag = new GtagScriptTag(document);
    const before = document.head.querySelectorAll('script').length;
    const dataLayer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    const queued = dataLayer?.length ?? 0;
    tag.load(id);
    expect(isMeasurementId(id)).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(before);
    expect((window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0).toBe(queued);
  });
});
