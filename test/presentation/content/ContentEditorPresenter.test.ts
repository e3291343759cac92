import { describe, expect, it } from 'vitest';
import { ContentEditorPresenter } from '../../../src/presentation/content/ContentEditorPresenter';
import { community } from './contentHarness';

const blank = { type: 'post' as const, title: '', body: '' };

function editor(types = ['post', 'video', 'event'] as const, draft = blank) {
  return new ContentEditorPresenter(community().i18n, { types, draft });
}

describe('ContentEditorPresenter', () => {
  it('says nothing while the member types, then which fields need them once they try to save', () => {
    const form = editor();
    form.coverTyped('http://example.com/a.jpg');
    expect(form.errors).toEqual({});

    expect(form.saveClicked()).toBeNull();
    expect(form.errors).toEqual({ title: 'Give it a title.', body: 'Write the text.', cover: 'The cover must be an https:// address.' });
  });

  it('hands over a trimmed draft once it is right, with no cover when none was given', () => {
    const form = editor();
    form.titleTyped('  Track night ');
    form.bodyTyped('Tuesday at 7.\n');
    expect(form.saveClicked()).toEqual({ type: 'post', title: 'Track night', body: 'Tuesday at 7.', cover: null });
    form.coverTyped(' https://images.example.com/track.jpg ');
    expect(form.saveClicked()?.cover).toBe('https://images.example.com/track.jpg');
  });

  it('counts the title’s and the text’s characters near their limits, and saves neither past them (issue 22 §5)', () => {
    const form = editor();
    form.titleTyped('t'.repeat(159));
    form.bodyTyped('b'.repeat(40_000));
    expect(form.titleNote).toEqual({ error: false, helperText: undefined });
    expect(form.bodyNote).toEqual({ error: false, helperText: '40,000 / 50,000' });

    form.titleTyped('t'.repeat(201));
    form.bodyTyped('b'.repeat(50_010));
    expect(form.titleNote).toEqual({ error: true, helperText: '201 / 200: 1 character too many.' });
    expect(form.bodyNote).toEqual({ error: true, helperText: '50,010 / 50,000: 10 characters too many.' });
    expect(form.saveClicked()).toBeNull();
    expect(form.errors).toEqual({});
  });

  it('says a missing title in the title’s note', () => {
    const form = editor();
    form.bodyTyped('Text');
    form.saveClicked();
    expect(form.titleNote).toEqual({ error: true, helperText: 'Give it a title.' });
  });

  it('offers only the types it was given, and no picker when there is one', () => {
    const form = editor();
    form.typeChosen('announcement');
    expect(form.type).toBe('post');
    form.typeChosen('event');
    expect(form.type).toBe('event');
    expect(form.offersTypeChoice).toBe(true);
    expect(editor(['post'] as never).offersTypeChoice).toBe(false);
  });

  it('goes back to the write tab when saving from the preview finds a problem; the preview shows only a safe cover', () => {
    const form = editor();
    form.tabChosen('preview');
    form.coverTyped('javascript:alert(1)');
    expect(form.previewCover).toBeNull();
    form.saveClicked();
    expect(form.tab).toBe('write');
    form.coverTyped('https://images.example.com/a.jpg');
    expect(form.previewCover).toBe('https://images.example.com/a.jpg');
  });

  it('previews and hands over a cover as it was checked, never as typed (a browser reads https:host as a path)', () => {
    const form = editor();
    form.titleTyped('Track night');
    form.bodyTyped('Tuesday at 7.');
    form.coverTyped('https:images.example.com/track.jpg');

    expect(form.previewCover).toBe('https://images.example.com/track.jpg');
    expect(form.saveClicked()?.cover).toBe('https://images.example.com/track.jpg');
  });

  it('opens again with a failed save’s text and reason', () => {
    const form = new ContentEditorPresenter(community().i18n, { types: ['post'], draft: { type: 'post', title: 'T', body: 'B', cover: null }, failure: 'Refused.' });
    expect([form.title, form.body, form.cover, form.failure]).toEqual(['T', 'B', '', 'Refused.']);
  });
});
