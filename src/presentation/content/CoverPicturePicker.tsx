import { useState, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../kit/Resolver';
import { firstFile, PictureFileButton, PictureSendingStatus, usePictureAddress } from '../pictures';
import type { ContentEditorPresenter } from './ContentEditorPresenter';

/**
 * The cover from the device (issue "Pictures"): a button that opens the file picker, a zone a picture can be
 * dropped on, the preview, the upload's progress with its percentage and Cancel, a failure with Try again.
 */
export const CoverPicturePicker = observer(function CoverPicturePicker({ editor }: { editor: ContentEditorPresenter }) {
  const i18n = useI18n();
  const [dragging, setDragging] = useState(false);
  const { cover } = editor;
  const shown = usePictureAddress(cover.picture) ?? editor.previewCover;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer.files);
    if (file) void cover.chosen(file);
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
      <PictureSendingStatus sending={cover} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <PictureFileButton sending={cover} label={shown ? i18n.t('picture.change') : i18n.t('picture.choose')} />
        {shown && !cover.busy && <Button onClick={cover.removed}>{i18n.t('picture.remove')}</Button>}
      </Stack>
      <Typography id="cover-picture-hint" variant="body2" color={editor.errors.cover ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {editor.errors.cover ?? i18n.t('community.editor.coverHint')}
      </Typography>
    </Box>
  );
});
