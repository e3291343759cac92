import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ContentDraft } from '../../domain/content/Content';
import { usePresenter, useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import { MOBILE_MEDIA_QUERY } from '../theme/theme';
import { PRESENTERS } from '../tokens';
import type { ContentEditorPresenter, EditorStart } from './ContentEditorPresenter';
import { CoverPicturePicker } from './CoverPicturePicker';
import { formatEventTime } from './formatEventTime';
import { VideoPlayer } from './VideoPlayer';
import { pastedPicture, usePictureAddress } from '../pictures';

/** The editor's width on larger screens (px): spec §2's widest modal. */
export const EDITOR_WIDTH = 814;

/** "New post" or "Edit": the writing form with its preview, full screen on a phone. */
export const ContentEditorDialog = observer(function ContentEditorDialog({
  start,
  mode,
  onSubmit,
  onClose,
}: {
  start: EditorStart;
  mode: 'create' | 'edit';
  onSubmit: (draft: ContentDraft) => void;
  onClose: () => void;
}) {
  const i18n = useI18n();
  const editor = usePresenter(PRESENTERS.ContentEditor, start);
  const phone = useMediaQuery(MOBILE_MEDIA_QUERY);
  const title = mode === 'create' ? i18n.t('community.editor.newTitle') : i18n.t('community.editor.editTitle');
  const submit = () => {
    const draft = editor.saveClicked();
    if (draft) onSubmit(draft);
  };
  return (
    // Spec §2: modals are 420 to 814 px wide; the editor takes the widest.
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: phone ? undefined : EDITOR_WIDTH } } }} aria-labelledby="content-editor-title">
      <DialogTitle id="content-editor-title">{title}</DialogTitle>
      <Tabs value={editor.tab} onChange={(_, tab: 'write' | 'preview') => editor.tabChosen(tab)} sx={{ px: 3 }} aria-label={title}>
        <Tab value="write" label={i18n.t('community.editor.write')} id="editor-tab-write" aria-controls="editor-panel" />
        <Tab value="preview" label={i18n.t('community.editor.preview')} id="editor-tab-preview" aria-controls="editor-panel" />
      </Tabs>
      <DialogContent dividers id="editor-panel" role="tabpanel" aria-labelledby={`editor-tab-${editor.tab}`} onPaste={pastedPicture(editor.cover)}>
        {editor.failure && (
          <Box sx={{ mb: 2 }}>
            <Notice severity="error" title={i18n.t('community.editor.notSaved')}>
              {editor.failure}
            </Notice>
          </Box>
        )}
        {editor.tab === 'write' ? <WriteFields editor={editor} onSubmit={submit} /> : <Preview editor={editor} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{i18n.t('community.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {mode === 'create' ? i18n.t('community.editor.publish') : i18n.t('community.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

const WriteFields = observer(function WriteFields({ editor, onSubmit }: { editor: ContentEditorPresenter; onSubmit: () => void }) {
  const i18n = useI18n();
  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {editor.offersTypeChoice && (
        <TextField select label={i18n.t('community.editor.type')} value={editor.type} onChange={(event) => editor.typeChosen(event.target.value as typeof editor.type)}>
          {editor.types.map((type) => (
            <MenuItem key={type} value={type}>
              {i18n.t(`content.type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={i18n.t('community.editor.title')}
        value={editor.title}
        onChange={(event) => editor.titleTyped(event.target.value)}
        required
        {...editor.titleNote}
        autoFocus
      />
      <TextField
        label={i18n.t('community.editor.body')}
        value={editor.body}
        onChange={(event) => editor.bodyTyped(event.target.value)}
        required
        multiline
        minRows={6}
        {...editor.bodyNote}
      />
      {editor.asksForVideo && (
        <TextField
          type="url"
          label={i18n.t('community.editor.video.label')}
          value={editor.mediaUrl}
          onChange={(event) => editor.mediaUrlTyped(event.target.value)}
          required
          error={Boolean(editor.errors.mediaUrl)}
          helperText={editor.errors.mediaUrl ?? i18n.t('community.editor.video.hint')}
          slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url', spellCheck: false } }}
        />
      )}
      {editor.asksForStart && (
        <TextField
          type="datetime-local"
          label={i18n.t('community.editor.event.label')}
          value={editor.startsAtLocal}
          onChange={(event) => editor.startChosen(event.target.value)}
          required
          error={Boolean(editor.errors.startsAt)}
          helperText={editor.errors.startsAt ?? i18n.t('community.editor.event.hint', { zone: editor.timeZone })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <CoverPicturePicker editor={editor} />
    </Stack>
  );
});

const Preview = observer(function Preview({ editor }: { editor: ContentEditorPresenter }) {
  const i18n = useI18n();
  const { draft } = editor;
  const cover = usePictureAddress(editor.cover.picture) ?? editor.previewCover;
  return (
    <Box component="article" aria-label={i18n.t('community.editor.preview')}>
      {cover && (
        <Box component="img" src={cover} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '16 / 7', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', mb: 2 }} />
      )}
      <Chip size="small" label={i18n.t(`content.type.${draft.type}`)} color={draft.type === 'announcement' ? 'primary' : 'default'} />
      <Typography variant="h2" component="p" sx={{ mt: 1.5, fontSize: '1.6rem', fontWeight: 700 }}>
        {draft.title || i18n.t('community.editor.untitled')}
      </Typography>
      {draft.type === 'event' && draft.startsAt && !Number.isNaN(Date.parse(draft.startsAt)) && (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {i18n.t('community.event.when')} <time dateTime={draft.startsAt}>{formatEventTime(draft.startsAt, i18n.locale)}</time>
        </Typography>
      )}
      {draft.type === 'video' && draft.mediaUrl && (
        <Box sx={{ mt: 2 }}>
          <VideoPlayer address={draft.mediaUrl} title={i18n.t('community.editor.video.preview')} className="card__video" preload="metadata" />
        </Box>
      )}
      <Typography component="div" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {draft.body || i18n.t('community.editor.empty')}
      </Typography>
    </Box>
  );
});
