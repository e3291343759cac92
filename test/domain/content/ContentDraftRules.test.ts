import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../src/domain/content/ContentDraftRules';

const draft = { type: 'post' as const, title: 'Track night', body: 'Tuesday at 7.' };

describe('problemsOf (the writing form)', () => {
  it('accepts a title and a text, with or without an https cover', () => {
    expect(problemsOf(draft)).toEqual({});
    expect(problemsOf({ ...draft, cover: 'https://images.example.com/a.jpg' })).toEqual({});
    expect(problemsOf({ ...draft, cover: '  ' })).toEqual({});
  });

  it('requires the title and the text', () => {
    expect(problemsOf({ ...draft, title: ' ', body: '' })).toEqual({ title: 'required', body: 'required' });
  });

  it('refuses a title over 200 characters and a text over 50,000 (issue 22 §5)', () => {
    expect(problemsOf({ ...draft, title: 't'.repeat(200), body: 'b'.repeat(50_000) })).toEqual({});
    expect(problemsOf({ ...draft, title: 't'.repeat(201), body: 'b'.repeat(50_001) })).toEqual({ title: 'tooLong', body: 'tooLong' });
    expect(problemsOf({ ...draft, title: ` ${'t'.repeat(200)} ` })).toEqual({});
  });

  it.each(['http://images.example.com/a.jpg', 'javascript:alert(1)', '/relative.jpg', 'images.example.com/a.jpg', 'data:image/png;base64,AAA'])('refuses the cover %s', (cover) => {
    expect(problemsOf({ ...draft, cover })).toEqual({ cover: 'unsafeUrl' });
  });

  it('accepts the http cover a fake back end serves on loopback (api-contract.md POST /v2/uploads)', () => {
    expect(problemsOf({ ...draft, cover: 'http://127.0.0.1:4010/v2/uploads/upl-1' })).toEqual({});
  });
});
