import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { PreparePicture } from '../../../src/application/usecases/content/PreparePicture';
import type { ContentDraft, ContentType } from '../../../src/domain/content/Content';
import { InMemoryPictureResizer } from '../../../src/infrastructure/memory/InMemoryPictureResizer';
import { InMemoryPictureUploader } from '../../../src/infrastructure/memory/InMemoryPictureUploader';
import { ContentEditorPresenter, editorAgain, type EditorStart } from '../../../src/presentation/content/ContentEditorPresenter';
import { community } from './contentHarness';

const blank = { type: 'post' as const, title: '', body: '' };

function editor(types: readonly ContentType[] = ['post', 'video', 'event'], draft: ContentDraft = blank) {
  return pictureEditor({ types, draft }).form;
}

function pictureEditor(start: EditorStart = { types: ['post'], draft: blank }) {
  const resizer = new InMemoryPictureResizer();
  const uploader = new InMemoryPictureUploader();
  const form = new ContentEditorPresenter(community().i18n, new PreparePicture(resizer), uploader, start);
  return { form, resizer, uploader };
}

const png = () => new Blob([new Uint8Array(64)], { type: 'image/png' });

/** Chooses a picture and waits until it is on its way; `choosing` settles once the upload has. */
async function chosen(form: ContentEditorPresenter, uploader: InMemoryPictureUploader, file = png()): Promise<{ choosing: Promise<void> }> {
  const choosing = form.cover.chosen(file);
  await vi.waitFor(() => expect(uploader.pending).toHaveLength(1));
  return { choosing };
}

describe('ContentEditorPresenter', () => {
  it('says nothing while the member types, then which fields need them once they try to save', () => {
    const form = editor();
    form.titleTyped(' ');
    expect(form.errors).toEqual({});

    expect(form.saveClicked()).toBeNull();
    expect(form.errors).toEqual({ title: 'Give it a title.', body: 'Write the text.', cover: undefined });
  });

  it('hands over a trimmed draft once it is right, with no cover when none was given', () => {
    const form = editor();
    form.titleTyped('  Track night ');
    form.bodyTyped('Tuesday at 7.\n');
    expect(form.saveClicked()).toEqual({ type: 'post', title: 'Track night', body: 'Tuesday at 7.', cover: null });
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

  it('goes back to the write tab when saving from the preview finds a problem; the preview shows an edited content’s safe cover', () => {
    const form = editor(['post'] as never, { ...blank, cover: 'https://images.example.com/a.jpg' });
    form.tabChosen('preview');
    expect(form.previewCover).toBe('https://images.example.com/a.jpg');
    form.saveClicked();
    expect(form.tab).toBe('write');
    expect(editor(['post'] as never, { ...blank, cover: 'javascript:alert(1)' }).previewCover).toBeNull();
  });

  it('keeps an edited content’s cover unless the member removes it', () => {
    const form = editor(['post'] as never, { type: 'post', title: 'T', body: 'B', cover: 'https://images.example.com/a.jpg' });
    expect(form.saveClicked()?.cover).toBe('https://images.example.com/a.jpg');
    form.cover.removed();
    expect(form.saveClicked()?.cover).toBeNull();
  });

  it('opens again with a failed save’s text and reason', () => {
    const { form } = pictureEditor({ types: ['post'], draft: { type: 'post', title: 'T', body: 'B', cover: null }, failure: 'Refused.' });
    expect([form.title, form.body, form.cover.url, form.failure]).toEqual(['T', 'B', '', 'Refused.']);
  });

  describe('the cover picture', () => {
    it('makes the picture ready at 2048 px, sends it with its progress in percent, and publishes with the upload’s url', async () => {
      const { form, resizer, uploader } = pictureEditor();
      form.titleTyped('Harbour at dawn');
      form.bodyTyped('Seen from the pier.');
      const { choosing } = await chosen(form, uploader);
      expect(resizer.calls).toEqual([{ longSidePx: 2048, square: false, type: 'image/webp' }]);
      expect(uploader.pending[0]?.picture.type).toBe('image/webp');
      expect(form.cover.upload).toEqual({ phase: 'uploading', percent: 0 });

      uploader.progress(0.426);
      expect(form.cover.upload).toEqual({ phase: 'uploading', percent: 43 });
      expect(form.saveClicked()).toBeNull();
      expect(form.errors.cover).toBe('Wait until the picture is sent, or remove it.');

      const upload = uploader.finish();
      await choosing;
      expect(form.cover.upload).toEqual({ phase: 'idle' });
      expect(form.saveClicked()).toEqual({ type: 'post', title: 'Harbour at dawn', body: 'Seen from the pier.', cover: upload.url });
      expect(form.errors.cover).toBeUndefined();
    });

    it('cancels the upload on its way and lets the picture go', async () => {
      const { form, uploader } = pictureEditor();
      const { choosing } = await chosen(form, uploader);
      form.cover.cancelled();
      await choosing;
      expect([form.cover.upload, form.cover.picture, form.cover.url, uploader.pending]).toEqual([{ phase: 'idle' }, null, '', []]);
    });

    it('says a failure in words and retries with the same picture', async () => {
      const { form, uploader } = pictureEditor();
      let { choosing } = await chosen(form, uploader);
      const picture = form.cover.picture;
      uploader.fail(new ApiError(413, 'PayloadTooLarge', 'Too large.'));
      await choosing;
      expect(form.cover.upload).toEqual({ phase: 'failed', reason: 'This picture is larger than 5 MB even made smaller: choose a smaller one.' });
      expect(form.cover.picture).toBe(picture);

      choosing = form.cover.retryClicked();
      expect(uploader.pending[0]?.picture).toBe(picture);
      uploader.finish();
      await choosing;
      expect(form.cover.upload).toEqual({ phase: 'idle' });
      expect(form.cover.url).toMatch(/^https:\/\/uploads\.test\//);
    });

    it('says 415 in the app’s words and 422 in the server’s', async () => {
      const { form, uploader } = pictureEditor();
      let { choosing } = await chosen(form, uploader);
      uploader.fail(new ApiError(415, 'UnsupportedMediaType', 'Send a JPEG, PNG or WebP picture.'));
      await choosing;
      expect(form.cover.upload).toEqual({ phase: 'failed', reason: 'This file is not a picture: choose a JPEG, PNG or WebP picture.' });

      choosing = form.cover.retryClicked();
      uploader.fail(new ApiError(422, 'ValidationError', 'The picture is larger than 4096 × 4096 px.'));
      await choosing;
      expect(form.cover.upload).toEqual({ phase: 'failed', reason: 'The picture is larger than 4096 × 4096 px.' });
    });

    it('refuses a file that is not a picture, or too large once resized, before sending anything', async () => {
      const { form, resizer, uploader } = pictureEditor();
      await form.cover.chosen(new Blob(['%PDF'], { type: 'application/pdf' }));
      expect(form.cover.problem).toBe('This file is not a picture: choose a JPEG, PNG or WebP picture.');
      resizer.resizedSize = 5 * 1024 * 1024 + 1;
      await form.cover.chosen(png());
      expect(form.cover.problem).toBe('This picture is larger than 5 MB even made smaller: choose a smaller one.');
      expect([form.cover.upload, form.cover.picture, uploader.pending]).toEqual([{ phase: 'idle' }, null, []]);
    });

    it('stops the upload when the form goes away', async () => {
      const { form, uploader } = pictureEditor();
      const unmount = form.mount();
      const { choosing } = await chosen(form, uploader);
      unmount();
      await choosing;
      expect(uploader.pending).toEqual([]);
      expect(form.cover.upload.phase).not.toBe('failed');
    });
  });

  describe('videos and events', () => {
    it('asks a video for its https address and an event for its start, and sends each only with its type', () => {
      const form = editor();
      form.titleTyped('Warm-up');
      form.bodyTyped('Ten minutes.');
      form.typeChosen('video');
      expect(form.asksForVideo).toBe(true);
      expect(form.saveClicked()).toBeNull();
      expect(form.errors.mediaUrl).toBe('Give the video’s address.');

      form.mediaUrlTyped('http://videos.example.com/a.mp4');
      expect(form.saveClicked()).toBeNull();
      expect(form.errors.mediaUrl).toBe('The video’s address must start with https://.');

      form.mediaUrlTyped(' https://youtu.be/dQw4w9WgXcQ ');
      expect(form.saveClicked()).toEqual({ type: 'video', title: 'Warm-up', body: 'Ten minutes.', cover: null, mediaUrl: 'https://youtu.be/dQw4w9WgXcQ' });

      form.typeChosen('event');
      expect(form.saveClicked()).toBeNull();
      expect(form.errors).toMatchObject({ startsAt: 'Give the day and time it starts.', mediaUrl: undefined });
      form.startChosen('2026-12-08T19:30');
      // The picker's local time (the test runs in UTC, see vitest's setup) is sent as the instant it names.
      expect(form.saveClicked()).toEqual({ type: 'event', title: 'Warm-up', body: 'Ten minutes.', cover: null, startsAt: new Date('2026-12-08T19:30').toISOString() });
    });

    it('opens an event being edited at its start, where the member is', () => {
      const form = editor(['event'], { type: 'event', title: 'Race', body: 'Sunday', startsAt: new Date('2026-12-06T07:30').toISOString() });
      expect(form.startsAtLocal).toBe('2026-12-06T07:30');
    });

    it('shows the server’s reasons of a refused save under their fields, each until it is changed', () => {
      const error = new ApiError(422, 'ValidationError', 'Some fields are not valid.', { fields: { mediaUrl: 'This host is not allowed.', title: 'Too similar to another title.' } });
      const { form } = pictureEditor(editorAgain({ types: ['video'], draft: { type: 'video', title: 'Drills', body: 'Text', mediaUrl: 'https://v.example.com/a.mp4' } }, error, community().i18n));
      expect(form.failure).toBe('Some fields are not valid.');
      expect(form.errors).toEqual({ mediaUrl: 'This host is not allowed.', title: 'Too similar to another title.' });
      expect(form.titleNote).toMatchObject({ error: true, helperText: 'Too similar to another title.' });

      form.mediaUrlTyped('https://v.example.com/b.mp4');
      expect(form.errors).toEqual({ title: 'Too similar to another title.' });
    });
  });
});
