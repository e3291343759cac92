import { describe, expect, it } from 'vitest';
import { landingEn, type LandingMessageKey } from '../../../src/presentation/landing/messages.landing.en';
import { landingIt } from '../../../src/presentation/landing/messages.landing.it';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the landing page’s catalogue', () => {
  it('translates every landing string into Italian with the same placeholders', () => {
    for (const key of Object.keys(landingEn) as LandingMessageKey[]) {
      expect(landingIt[key], key).toBeTruthy();
      expect(placeholders(landingIt[key]), key).toEqual(placeholders(landingEn[key]));
    }
  });
});
