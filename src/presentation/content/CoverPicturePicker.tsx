import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import type { ContentEditorPresenter } from './ContentEditorPresenter';

/**
 * The picture of the device as an address the page can show (a data URL: an object URL would need revoking, which
 * StrictMode's second effect run would do while the picture is still shown).
 */
export function usePictureAddress(picture: Blob | null): string | null {
  const [read, setRead] = useState<{ picture: Blob; address: string } | null>(null);
  useEffect(() => {
    if (!picture) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ picture, address: reader.result });
    };
    reader.readAsDataURL(picture);
    return () => reader.abort();
  }, [picture]);
  return read && read.picture === picture ? read.address : null;
}

/** The first file a paste or a drop carries, if any: text pasted into a field goes on as text. */
function firstFile(files: FileList | undefined): File | null {
  return files && files.length > 0 ? (files[0] ?? null) : null;
}

/** A paste anywhere in the form that carries a picture chooses it. */
export function pastedPicture(editor: ContentEditorPresenter) {
  return (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData?.files);
    if (!file) return;
    event.preventDefault();
    void editor.pictureChosen(file);
  };
}

/**
 * The cover from the device (issue "Pictures"): a button that opens the file picker, a zone a picture can be
 * dropped on, the preview, the upload's progress with its percentage and Cancel, a failure with Try again.
 */
export const CoverPicturePicker = observer(function CoverPicturePicker({ editor }: { editor: ContentEditorPresenter }) {
  const i18n = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const local = usePictureAddress(editor.picture);
  const shown = local ?? editor.previewCover;
  const { upload } = editor;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer.files);
    if (file) void editor.pictureChosen(file);
  };
  return (
    <Box
      component="fieldset"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      aria-describedby="cover-picture-hint"
      sx={{ m: 0, p: 2, border: 2, borderStyle: 'dashed', borderRadius: 1, borderColor: dragging ? 'primary.main' : 'divider', minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        {i18n.t('community.editor.cover')}
      </Typography>
      {shown && (
        <Box component="img" src={shown} alt={i18n.t('community.editor.picture.preview')} width={16} height={7} sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 7', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', mb: 1.5 }} />
      )}
      {upload.phase === 'uploading' && (
        <Box role="status" sx={{ mb: 1.5 }}>
          <Typography variant="body2" id="cover-upload-progress">
            {i18n.t('community.editor.picture.uploading', { percent: upload.percent })}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-labelledby="cover-upload-progress" sx={{ mt: 0.5 }} />
        </Box>
      )}
      {upload.phase === 'preparing' && (
        <Typography variant="body2" role="status" sx={{ mb: 1.5 }}>
          {i18n.t('community.editor.picture.preparing')}
        </Typography>
      )}
      {upload.phase === 'failed' && (
        <Box sx={{ mb: 1.5 }}>
          <Notice severity="error" title={i18n.t('community.editor.picture.failed')} action={<Button onClick={() => void editor.retryClicked()}>{i18n.t('community.editor.picture.retry')}</Button>}>
            {upload.reason}
          </Notice>
        </Box>
      )}
      {editor.pictureProblem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1.5 }}>
          {editor.pictureProblem}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={i18n.t('community.editor.picture.choose')}
        onChange={(event) => {
          const file = firstFile(event.target.files ?? undefined);
          event.target.value = '';
          if (file) void editor.pictureChosen(file);
        }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {editor.pictureBusy ? (
          <Button variant="outlined" onClick={editor.uploadCancelled}>
            {i18n.t('community.editor.picture.cancel')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => input.current?.click()}>
            {shown ? i18n.t('community.editor.picture.change') : i18n.t('community.editor.picture.choose')}
          </Button>
        )}
        {shown && !editor.pictureBusy && <Button onClick={editor.pictureRemoved}>{i18n.t('community.editor.picture.remove')}</Button>}
      </Stack>
      <Typography id="cover-picture-hint" variant="body2" color={editor.errors.cover ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {editor.errors.cover ?? i18n.t('community.editor.coverHint')}
      </Typography>
    </Box>
  );
});
