import type { ExternalNavigator } from '../../application/ports/ExternalNavigator';

/** Records the sites the app left for instead of leaving. */
export class InMemoryExternalNavigator implements ExternalNavigator {
  readonly departures: string[] = [];
  reloads = 0;

  /** `appBaseUrl`: the origin plus the network's prefix, e.g. 'https://app.example/sample'. */
  constructor(private readonly appBaseUrl = 'https://app.example/sample') {}

  callbackUrl(networkPath: string): string {
    return `${this.appBaseUrl}${networkPath}`;
  }

  leaveTo(url: string): void {
    this.departures.push(url);
  }

  reload(): void {
    this.reloads++;
  }
}
