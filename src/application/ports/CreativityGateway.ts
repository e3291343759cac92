import type { Creativity } from '../../domain/ads/Creativity';

/** Ads (creativities): the feed's banner and the welcome shown after sign-in. */
export interface CreativityGateway {
  banner(): Promise<Creativity | null>;
  welcome(): Promise<Creativity | null>;
}
export const CREATIVITY_GATEWAY = Symbol.for('CreativityGateway');
