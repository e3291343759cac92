// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PreparePicture } from '../../../src/application/usecases/content/PreparePicture';
import { InMemoryPictureResizer } from '../../../src/infrastructure/memory/InMemoryPictureResizer';
import { InMemoryPictureUploader } from '../../../src/infrastructure/memory/InMemoryPictureUploader';
import { sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { ContentEditorPresenter } from '../../../src/presentation/content/ContentEditorPresenter';
import { registerContentMessages } from '../../../src/presentation/content/contentMessages';
import { CoverPicturePicker } from '../../../src/presentation/content/CoverPicturePicker';
import { pastedPicture } from '../../../src/presentation/pictures';
import type { I18n } from '../../../src/presentation/i18n/I18n';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { PRESENTATION } from '../../../src/presentation/tokens';
import { memoryApp } from '../memoryApp';

function picker() {
  const app = memoryApp({ networks: [sampleNetwork()] });
  const i18n = app.get<I18n>(PRESENTATION.I18n);
  registerContentMessages(i18n);
  const uploader = new InMemoryPictureUploader();
  const editor = new ContentEditorPresenter(i18n, new PreparePicture(new InMemoryPictureResizer()), uploader, { types: ['post'], draft: { type: 'post', title: '', body: '' } });
  render(
    <ResolverProvider resolver={app.container}>
      <div onPaste={pastedPicture(editor.cover)}>
        <CoverPicturePicker editor={editor} />
      </div>
    </ResolverProvider>,
  );
  return { editor, uploader };
}

const picture = () => new File([new Uint8Array(64)], 'shore.png', { type: 'image/png' });

describe('CoverPicturePicker', () => {
  it('takes a dropped picture, shows the upload’s percentage with Cancel, and cancels it', async () => {
    const { uploader } = picker();
    await act(async () => {
      fireEvent.drop(screen.getByRole('group', { name: 'Cover picture (optional)' }), { dataTransfer: { files: [picture()] } });
    });
    await act(async () => uploader.progress(0.5));
    expect(screen.getByRole('status')).toHaveTextContent('Sending the picture: 50%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    await act(async () => screen.getByRole('button', { name: 'Cancel the upload' }).click());
    expect(uploader.pending).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeTruthy();
  });

  it('takes a pasted picture, and leaves a paste of text alone', async () => {
    const { uploader } = picker();
    const target = screen.getByRole('group', { name: 'Cover picture (optional)' });
    await act(async () => {
      fireEvent.paste(target, { clipboardData: { files: [] } });
    });
    expect(uploader.pending).toEqual([]);
    await act(async () => {
      fireEvent.paste(target, { clipboardData: { files: [picture()] } });
    });
    expect(uploader.pending).toHaveLength(1);
  });

  it('offers Try again after a failure, with the reason', async () => {
    const { uploader } = picker();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose a picture'), { target: { files: [picture()] } });
    });
    await act(async () => uploader.fail(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('The picture was not sent.');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(uploader.pending).toHaveLength(1);
  });
});
