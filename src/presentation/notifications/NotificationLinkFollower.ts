import type { ExternalNavigator } from '../../application/ports/ExternalNavigator';
import type { Navigator } from '../../application/ports/Navigator';
import type { NewTabOpener } from '../../application/ports/NewTabOpener';
import { sitePathOf } from '../../domain/notifications/Notification';
import { checkedHttpsUrl } from '../../domain/security/SafeUrl';

/** Where the page is: the site path of the network's home and the site's origin. */
export interface NotificationsAddress {
  /** '/harbour-runners', or '' on a host mapped to the network. */
  networkBase: string;
  /** 'https://community.example': a full address on it is a page of this site. */
  origin: string;
}

type Destination = { sitePath: string } | { url: string };

/**
 * Where a notification's link leads, when it is safe: a page of this site (a path, or a full address on its origin)
 * inside the app, or by a page load when it is outside this network; another https page in a new tab; anything else
 * nowhere.
 */
export class NotificationLinkFollower {
  constructor(
    private readonly navigator: Pick<Navigator, 'goTo'>,
    private readonly tabs: Pick<NewTabOpener, 'open'>,
    private readonly external: Pick<ExternalNavigator, 'leaveTo'>,
    private readonly address: NotificationsAddress,
  ) {}

  leadsSomewhere(link: string): boolean {
    return this.destinationOf(link) !== null;
  }

  follow(link: string): void {
    const destination = this.destinationOf(link);
    if (destination === null) return;
    if ('url' in destination) {
      void this.tabs.open(async () => destination.url).catch(() => undefined);
      return;
    }
    // A path of this network goes through the app's router; another path of this site is a page load.
    const { sitePath } = destination;
    const base = this.address.networkBase;
    if (base === '' || sitePath === base || sitePath.startsWith(`${base}/`) || sitePath.startsWith(`${base}?`)) this.navigator.goTo(sitePath.slice(base.length) || '/');
    else this.external.leaveTo(sitePath);
  }

  /** A page of this site (its path), another https page (its address), or null: not followed. */
  private destinationOf(link: string): Destination | null {
    const sitePath = sitePathOf(link, this.address.origin);
    if (sitePath !== null) return { sitePath };
    const url = checkedHttpsUrl(link);
    return url === null ? null : { url };
  }
}
