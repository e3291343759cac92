import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/application/errors/ApiError';
import { AVATAR_FRAME } from '../../../src/domain/pictures/PictureLimits';
import { mounted, type SettingsHarness } from './settingsHarness';

const png = () => new Blob([new Uint8Array(64)], { type: 'image/png' });

/** Chooses a picture and waits until it is on its way; `choosing` settles once its upload has. */
async function chosen(h: SettingsHarness, file: Blob = png()): Promise<{ choosing: Promise<void> }> {
  const choosing = h.presenter.avatar.sending.chosen(file);
  await vi.waitFor(() => expect(h.uploader.pending).toHaveLength(1));
  return { choosing };
}

describe('AvatarSettingsPresenter: the member’s own picture in Settings → Profile (issue "Pictures")', () => {
  it('frames a chosen picture as a 512 px square, sends it with its progress, and makes it theirs once it arrived', async () => {
    const h = await mounted();
    const avatar = h.presenter.avatar;
    expect([avatar.savedUrl, avatar.memberName]).toEqual([null, 'Ada Rossi']);

    const { choosing } = await chosen(h);
    expect(h.resizer.calls).toEqual([{ ...AVATAR_FRAME, type: 'image/webp' }]);
    h.uploader.progress(0.5);
    expect(avatar.sending.upload).toEqual({ phase: 'uploading', percent: 50 });
    expect(avatar.busy).toBe(true);
    expect(h.memberships.callsOf('update')).toEqual([]);

    const upload = h.uploader.finish();
    await choosing;
    await vi.waitFor(() => expect(avatar.busy).toBe(false));
    expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { avatarUrl: upload.url }]]);
    expect(h.session.membership?.avatarUrl).toBe(upload.url);
    expect(avatar.savedUrl).toBe(upload.url);
    expect(avatar.sending.picture).toBeNull();
    expect(h.notifier.messages('success')).toEqual(['Your picture is saved.']);
  });

  it('removes the picture: the membership goes back to none, and initials show', async () => {
    const h = await mounted({ member: { avatarUrl: 'https://uploads.test/ada.webp' } });
    await h.presenter.avatar.removeClicked();
    expect(h.memberships.callsOf('update')).toEqual([['mem-ada', { avatarUrl: null }]]);
    expect(h.presenter.avatar.savedUrl).toBeNull();
    expect(h.notifier.messages('success')).toEqual(['Your picture is removed: your initials show instead.']);
  });

  it('keeps the picture after a failed upload, sends it again on Try again, and saves nothing before it arrived', async () => {
    const h = await mounted();
    const avatar = h.presenter.avatar;
    let { choosing } = await chosen(h);
    h.uploader.fail(new ApiError(413, 'PayloadTooLarge', 'Too large.'));
    await choosing;
    expect(avatar.sending.upload).toEqual({ phase: 'failed', reason: 'This picture is larger than 5 MB even made smaller: choose a smaller one.' });
    expect(avatar.sending.picture).not.toBeNull();

    choosing = avatar.sending.retryClicked();
    await vi.waitFor(() => expect(h.uploader.pending).toHaveLength(1));
    expect(h.memberships.callsOf('update')).toEqual([]);
    h.uploader.finish();
    await choosing;
    await vi.waitFor(() => expect(h.memberships.callsOf('update')).toHaveLength(1));
  });

  it('says so in a toast when the picture could not be made theirs, and keeps the one they had', async () => {
    const h = await mounted({ member: { avatarUrl: 'https://uploads.test/ada.webp' } });
    h.memberships.failNext('update', new ApiError(422, 'ValidationError', 'The picture must be one you uploaded.'));
    const { choosing } = await chosen(h);
    h.uploader.finish();
    await choosing;
    await vi.waitFor(() => expect(h.presenter.avatar.busy).toBe(false));
    expect(h.notifier.messages('error')).toHaveLength(1);
    expect(h.presenter.avatar.savedUrl).toBe('https://uploads.test/ada.webp');
  });

  it('refuses a file that is not a picture before anything is sent', async () => {
    const h = await mounted();
    await h.presenter.avatar.sending.chosen(new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(h.presenter.avatar.sending.problem).toBe('This file is not a picture: choose a JPEG, PNG or WebP picture.');
    expect(h.uploader.pending).toEqual([]);
  });

  it('stops a picture on its way when the page goes', async () => {
    const h = await mounted();
    const unmount = h.presenter.avatar.mount();
    const { choosing } = await chosen(h);
    unmount();
    await choosing;
    expect(h.uploader.pending).toEqual([]);
    expect(h.memberships.callsOf('update')).toEqual([]);
  });
});
