import type { ExternalNavigator } from '../../application/ports/ExternalNavigator';

/** Full-page navigation to SSO providers; callbacks come back to this origin under the network's base path. */
export class BrowserExternalNavigator implements ExternalNavigator {
  constructor(
    private readonly basePath: () => string,
    private readonly browser: Window = window,
  ) {}

  callbackUrl(networkPath: string): string {
    return `${this.browser.location.origin}${this.basePath()}${networkPath}`;
  }

  leaveTo(url: string): void {
    this.browser.location.assign(url);
  }

  reload(): void {
    this.browser.location.reload();
  }
}
