import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { conversationSummary } from '../../../src/presentation/manage/conversationSummary';
import { registerManageMessages } from '../../../src/presentation/manage/manageMessages';

describe('conversationSummary', () => {
  it('counts the members (one and many) and says when the last message came, in English and Italian', async () => {
    const i18n = new I18n(new InMemoryCookieJar());
    registerManageMessages(i18n);
    expect(conversationSummary({ memberCount: 1, age: '' }, i18n)).toBe('1 member · no messages yet');
    expect(conversationSummary({ memberCount: 10, age: '2 hours ago' }, i18n)).toBe('10 members · last message 2 hours ago');
    await i18n.localeChosen('it');
    expect(conversationSummary({ memberCount: 1, age: '' }, i18n)).toBe('1 membro · ancora nessun messaggio');
    expect(conversationSummary({ memberCount: 10, age: '2 ore fa' }, i18n)).toBe('10 membri · ultimo messaggio 2 ore fa');
  });
});
