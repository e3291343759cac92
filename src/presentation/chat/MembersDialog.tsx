import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useI18n } from '../kit/Resolver';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { MemberFace } from '../widgets/MemberFace';
import { Notice } from '../widgets/Notice';
import type { ConversationMembersPresenter } from './ConversationMembersPresenter';
import type { ConversationPresenter } from './ConversationPresenter';

/**
 * A conversation's "Members" dialog (full screen on a phone): rename it, who takes part with their controls, "Add
 * members" for managers, and leaving or deleting it. Only what spec §6 gives the viewer is shown.
 */
export const MembersDialog = observer(function MembersDialog({ members, conversation }: { members: ConversationMembersPresenter; conversation: ConversationPresenter }) {
  const i18n = useI18n();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <>
      <Dialog open={members.open} onClose={members.closed} aria-labelledby="members-title" fullScreen={phone} maxWidth="sm" fullWidth>
        <DialogTitle id="members-title" sx={{ overflowWrap: 'anywhere' }}>
          {i18n.t('chat.members.title', { title: members.title })}
        </DialogTitle>
        <DialogContent dividers>
          {members.actionFailure && (
            <Box sx={{ mb: 2 }}>
              <Notice severity="error">{members.actionFailure}</Notice>
            </Box>
          )}
          {members.canAdd && <AddMembers members={members} />}
          {members.status === 'loading' && (
            <Stack spacing={1} aria-busy="true" aria-label={i18n.t('common.loading')}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={48} />
              ))}
            </Stack>
          )}
          {members.status === 'failed' && (
            <Notice severity="error" action={<Button onClick={members.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
              {members.loadFailure}
            </Notice>
          )}
          {members.status === 'ready' && (
            <List aria-label={i18n.t('chat.members.list')} disablePadding>
              {members.rows.map((row) => (
                <ListItem key={row.id} disableGutters divider sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                  <MemberFace name={row.name} url={row.avatarUrl} size="small" />
                  <Box sx={{ flex: 1, minWidth: 120 }}>
                    <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {row.isMe ? i18n.t('chat.members.you', { name: row.name }) : row.name}
                    </Typography>
                    {row.isAdmin && <Chip label={i18n.t('chat.members.admin')} size="small" color="primary" variant="outlined" sx={{ ml: 1 }} />}
                  </Box>
                  {(row.canChangeAdmin || row.canRemove) && (
                    <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
                      {row.canChangeAdmin && (
                        <Button
                          size="small"
                          disabled={row.busy}
                          onClick={() => void members.adminToggled(row.id)}
                          aria-label={i18n.t(row.isAdmin ? 'chat.members.unmakeAdminOf' : 'chat.members.makeAdminOf', { name: row.name })}
                        >
                          {i18n.t(row.isAdmin ? 'chat.members.unmakeAdmin' : 'chat.members.makeAdmin')}
                        </Button>
                      )}
                      {row.canRemove && (
                        <Button size="small" color="error" disabled={row.busy} onClick={() => members.removeClicked(row.id)} aria-label={i18n.t('chat.members.removeOf', { name: row.name })}>
                          {i18n.t('chat.members.remove')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {members.canManage && <Button onClick={members.renameClicked}>{i18n.t('chat.members.rename')}</Button>}
          {members.canLeave && (
            <Button color="error" onClick={members.leaveClicked} disabled={members.leaving}>
              {i18n.t('chat.members.leave')}
            </Button>
          )}
          {conversation.canDelete && (
            <Button
              color="error"
              onClick={() => {
                members.closed();
                conversation.deleteClicked();
              }}
            >
              {i18n.t('chat.delete.button')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" onClick={members.closed}>
            {i18n.t('chat.members.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={members.removal !== null}
        title={i18n.t('chat.members.removeTitle', { name: members.removal?.name ?? '' })}
        body={i18n.t('chat.members.removeBody', { name: members.removal?.name ?? '', title: members.title })}
        confirmLabel={i18n.t('chat.members.removeConfirm')}
        cancelLabel={i18n.t('chat.cancel')}
        onConfirm={() => void members.removalConfirmed()}
        onCancel={members.removalCancelled}
      />
      <ConfirmDialog
        open={members.confirmingLeave}
        title={i18n.t('chat.members.leaveTitle', { title: members.title })}
        body={i18n.t('chat.members.leaveBody')}
        confirmLabel={i18n.t('chat.members.leaveConfirm')}
        cancelLabel={i18n.t('chat.cancel')}
        onConfirm={() => void members.leaveConfirmed()}
        onCancel={members.leaveCancelled}
      />
      <RenameDialog members={members} />
    </>
  );
});

/** Managers only: the network's members found by name or e-mail, each with "Add". */
const AddMembers = observer(function AddMembers({ members }: { members: ConversationMembersPresenter }) {
  const i18n = useI18n();
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={i18n.t('chat.members.addLabel')}
        helperText={i18n.t('chat.members.addHint')}
        value={members.query}
        onChange={(event) => members.queryTyped(event.target.value)}
        fullWidth
        size="small"
        autoComplete="off"
      />
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {members.searchStatus === 'searching' && (
          <Typography variant="body2" color="text.secondary">
            {i18n.t('chat.members.searching')}
          </Typography>
        )}
        {members.searchStatus === 'failed' && (
          <Notice severity="error" action={<Button onClick={members.retrySearchClicked}>{i18n.t('common.retry')}</Button>}>
            {members.searchFailure}
          </Notice>
        )}
        {members.searchStatus === 'ready' && members.candidates.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {i18n.t('chat.members.noneFound', { query: members.query.trim() })}
          </Typography>
        )}
      </Box>
      {members.searchStatus === 'ready' && members.candidates.length > 0 && (
        <List aria-label={i18n.t('chat.members.results')} dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {members.candidates.map((candidate) => (
            <ListItem key={candidate.id} divider sx={{ gap: 1.5 }}>
              <MemberFace name={candidate.name} url={candidate.avatarUrl} size="small" />
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{candidate.name}</Typography>
              <Button size="small" variant="outlined" disabled={candidate.adding} aria-busy={candidate.adding} onClick={() => void members.addClicked(candidate.id)} aria-label={i18n.t('chat.members.addOf', { name: candidate.name })}>
                {i18n.t('chat.members.add')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
});

/** "Rename the conversation": its title, saved on Save; refused, the title typed stays with why. */
const RenameDialog = observer(function RenameDialog({ members }: { members: ConversationMembersPresenter }) {
  const i18n = useI18n();
  const form = members.renameForm;
  return (
    <Dialog open={form !== null} onClose={members.renameClosed} aria-labelledby="rename-conversation-title" maxWidth="xs" fullWidth>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void members.renameSubmitted();
        }}
      >
        <DialogTitle id="rename-conversation-title">{i18n.t('chat.members.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={i18n.t('chat.create.label')}
            value={form?.title ?? ''}
            onChange={(event) => members.renameTyped(event.target.value)}
            {...members.renameNote}
            disabled={form?.saving}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={members.renameClosed} disabled={form?.saving}>
            {i18n.t('chat.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form?.saving} aria-busy={form?.saving}>
            {i18n.t('chat.members.renameSave')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
});
