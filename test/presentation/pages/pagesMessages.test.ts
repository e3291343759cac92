import { describe, expect, it } from 'vitest';
import { pagesEn } from '../../../src/presentation/pages/messages.pages.en';
import { pagesIt } from '../../../src/presentation/pages/messages.pages.it';
import { policyBlocks } from '../../../src/presentation/pages/policyBlocks';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the pages’ catalogue', () => {
  it('translates every pages string into Italian with the same placeholders and list shape', () => {
    for (const key of Object.keys(pagesEn) as (keyof typeof pagesEn)[]) {
      const english = pagesEn[key];
      const italian = (pagesIt as Record<string, string>)[key] ?? '';
      expect(italian, key).toBeTruthy();
      expect(placeholders(italian), key).toEqual(placeholders(english));
      expect(policyBlocks(italian).map((block) => block.kind), key).toEqual(policyBlocks(english).map((block) => block.kind));
    }
  });
});
