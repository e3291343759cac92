import { checkedHttpsUrl } from '../security/SafeUrl';

export interface Creativity {
  id: string;
  imageUrl: string;
  linkUrl: string | null;
  title: string | null;
}

/**
 * The link an ad may open: its `linkUrl` when it is https, as checked (`checkedHttpsUrl`), else none. A banner shows it as its link;
 * a welcome that has one is the network's promotion, whose call to action is "Redeem it".
 */
export function creativityLink(creativity: Creativity): string | null {
  return creativity.linkUrl === null ? null : checkedHttpsUrl(creativity.linkUrl);
}
