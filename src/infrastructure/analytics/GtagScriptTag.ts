import type { AnalyticsTag } from '../../application/ports/AnalyticsTag';

/**
 * A Google measurement id as a network may configure it: `G-…` (GA4) or `UA-…` (Universal Analytics),
 * letters, digits and dashes only. The id comes from the server and ends up in a script URL.
 */
export function isMeasurementId(value: string): boolean {
  return /^(?:G|UA)-[A-Za-z0-9-]+$/.test(value);
}

/**
 * Google's gtag.js, added to the page once per measurement id (never before consent: see
 * CookieConsentService). An id that is not a measurement id loads nothing.
 */
export class GtagScriptTag implements AnalyticsTag {
  private readonly loaded = new Set<string>();

  constructor(private readonly document: Document = window.document) {}

  running(): boolean {
    return this.loaded.size > 0;
  }

  load(measurementId: string): void {
    if (!isMeasurementId(measurementId) || this.loaded.has(measurementId)) return;
    this.loaded.add(measurementId);
    const script = this.document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    script.dataset.gtag = measurementId;
    this.document.head.appendChild(script);
    const global = this.document.defaultView as (Window & { dataLayer?: unknown[] }) | null;
    if (!global) return;
    global.dataLayer = global.dataLayer ?? [];
    // gtag's own bootstrap: queue the config until the script arrives.
    global.dataLayer.push(['js', new Date()], ['config', measurementId]);
  }
}
