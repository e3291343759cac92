import { expect, test as base } from '@playwright/test';

export { expect };

/** One `securitypolicyviolation` event, as a page of the test's browser context saw it. */
export interface CspViolation {
  /** The page (or frame) the violation happened in. */
  url: string;
  /** e.g. 'script-src-elem', 'connect-src'. */
  directive: string;
  /** What was blocked: a URL, or 'inline' / 'eval'. */
  blocked: string;
  /** Where: the script or document, line and column. */
  source: string;
  /** The first characters of a blocked inline script ('report-sample'). */
  sample: string;
}

/** What the browser contexts of one test reported. */
export interface CspReports {
  /** `securitypolicyviolation` events. */
  violations: CspViolation[];
  /** Chromium's console report of each blocked action ('<page URL>: <message>'). */
  console: string[];
}

export interface CspViolationRecorder {
  /** What was reported so far in this test. */
  readonly recorded: CspReports;
  /** Hands over what was reported so far and forgets it: for a test that plants a violation on purpose. */
  take(): CspReports;
}

export interface E2eOptions {
  /** The VITE_API_BASE_URL the build under test was made with: '' for the demo build (same-origin /api). */
  apiBaseUrl: string;
}

const BINDING = '__e2eReportCspViolation';
/** How Chromium words a CSP block in the console: "… violates the following Content Security Policy directive …". */
const CSP_CONSOLE_REPORT = /Content Security Policy/;

/**
 * Every spec imports `test` and `expect` from here. `cspViolations` is automatic: every page of the test's
 * browser context, tabs and popups opened later included, reports each `securitypolicyviolation` event, and
 * the test fails after its body with the violations listed.
 *
 * The console is the safety net for the one place an init script cannot listen: a same-origin popup opened
 * with `window.open(url)` loads its first document into the about:blank window Chromium reuses, so
 * violations while that document is parsed fire no event we hear; Chromium still logs them.
 */
export const test = base.extend<{ cspViolations: CspViolationRecorder } & E2eOptions>({
  apiBaseUrl: ['', { option: true }],
  cspViolations: [
    async ({ context }, use) => {
      const reports: CspReports = { violations: [], console: [] };
      await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
        reports.violations.push(violation);
      });
      await context.addInitScript(listenForViolations, BINDING);
      context.on('console', (message) => {
        if (message.type() === 'error' && CSP_CONSOLE_REPORT.test(message.text())) reports.console.push(`${message.page()?.url() ?? message.location().url}: ${message.text()}`);
      });
      const copy = (): CspReports => ({ violations: [...reports.violations], console: [...reports.console] });
      await use({
        get recorded() {
          return copy();
        },
        take() {
          const taken = copy();
          reports.violations.length = 0;
          reports.console.length = 0;
          return taken;
        },
      });
      expect({ violations: reports.violations.map(describeViolation), console: reports.console }, 'Content-Security-Policy violations (scripts/securityHeaders.ts)').toEqual({
        violations: [],
        console: [],
      });
    },
    { auto: true },
  ],
});

/** Runs in the page, before any of its scripts: serialized by Playwright, so it uses nothing from this file. */
function listenForViolations(binding: string): void {
  window.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => Promise<void>>)[binding];
      void report?.({
        url: event.documentURI,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile || event.documentURI}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    },
    true,
  );
}

function describeViolation(violation: CspViolation): string {
  const sample = violation.sample ? ` "${violation.sample}"` : '';
  return `${violation.directive} blocked ${violation.blocked}${sample} at ${violation.source} (page ${violation.url})`;
}
