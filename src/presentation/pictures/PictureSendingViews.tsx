import { useEffect, useId, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import type { PictureSending } from './PictureSending';

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
export function firstFile(files: FileList | undefined | null): File | null {
  return files && files.length > 0 ? (files[0] ?? null) : null;
}

/** A paste anywhere in the form that carries a picture chooses it. */
export function pastedPicture(sending: PictureSending) {
  return (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData?.files);
    if (!file) return;
    event.preventDefault();
    void sending.chosen(file);
  };
}

/** The device's file picker for a picture, behind a button labelled `label`; while a picture is on its way, Cancel. */
export const PictureFileButton = observer(function PictureFileButton({ sending, label }: { sending: PictureSending; label: string }) {
  const i18n = useI18n();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={i18n.t('picture.choose')}
        onChange={(event) => {
          const file = firstFile(event.target.files);
          event.target.value = '';
          if (file) void sending.chosen(file);
        }}
      />
      {sending.busy ? (
        <Button variant="outlined" onClick={sending.cancelled}>
          {i18n.t('picture.cancel')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {label}
        </Button>
      )}
    </>
  );
});

/** Where the picture is, in words: made ready, its upload's share with a bar, a failure with Try again, a refusal. */
export const PictureSendingStatus = observer(function PictureSendingStatus({ sending, action }: { sending: PictureSending; action?: ReactNode }) {
  const i18n = useI18n();
  const progressId = useId();
  const { upload } = sending;
  return (
    <>
      {upload.phase === 'uploading' && (
        <Box role="status" sx={{ mb: 1.5 }}>
          <Typography variant="body2" id={progressId}>
            {i18n.t('picture.uploading', { percent: upload.percent })}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-labelledby={progressId} sx={{ mt: 0.5 }} />
        </Box>
      )}
      {upload.phase === 'preparing' && (
        <Typography variant="body2" role="status" sx={{ mb: 1.5 }}>
          {i18n.t('picture.preparing')}
        </Typography>
      )}
      {upload.phase === 'failed' && (
        <Box sx={{ mb: 1.5 }}>
          <Notice severity="error" title={i18n.t('picture.failed')} action={action ?? <Button onClick={() => void sending.retryClicked()}>{i18n.t('picture.retry')}</Button>}>
            {upload.reason}
          </Notice>
        </Box>
      )}
      {sending.problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mb: 1.5 }}>
          {sending.problem}
        </Typography>
      )}
    </>
  );
});
