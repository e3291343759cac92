import type { AnalyticsTag } from '../../application/ports/AnalyticsTag';

/** Google's gtag.js, added to the page once per measurement id (never before consent: see CookieConsentService). */
export class GtagScriptTag implements AnalyticsTag {
  private readonly loaded = new Set<string>();

  constructor(private readonly document: Document = window.document) {}

  load(measurementId: string): void {
    if (this.loaded.has(measurementId)) return;
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
