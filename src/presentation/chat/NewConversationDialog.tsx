import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ChatListPresenter } from './ChatListPresenter';
import { useI18n } from '../kit/Resolver';

/** "New conversation" (managers only: the chat, and the manager area): a title, created at once in the list. */
export const NewConversationDialog = observer(function NewConversationDialog({ list, onSubmit }: { list: ChatListPresenter; onSubmit: () => void }) {
  const i18n = useI18n();
  const form = list.form;
  return (
    <Dialog open={form !== null} onClose={list.formClosed} aria-labelledby="new-conversation-title" maxWidth="xs" fullWidth>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id="new-conversation-title">{i18n.t('chat.create.title')}</DialogTitle>
        <DialogContent>
          <TextField
            label={i18n.t('chat.create.label')}
            value={form?.title ?? ''}
            onChange={(event) => list.titleTyped(event.target.value)}
            {...list.titleNote}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={list.formClosed}>{i18n.t('chat.cancel')}</Button>
          <Button type="submit" variant="contained">
            {i18n.t('chat.create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
});
