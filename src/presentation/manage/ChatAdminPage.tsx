import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conversationPath } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { type ChatListPresenter, NewConversationDialog } from '../chat';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { Notice } from '../widgets/Notice';
import { SkeletonBlock } from '../widgets/SkeletonBlock';
import { useNetwork } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { conversationSummary } from './conversationSummary';

/**
 * `/:slug/manage/chat` (only where `features.chat`): the network's conversations, for managers to create
 * (spec §6: creating chat) and delete; the chat's own list presenter, so both places show the same list.
 */
export const ChatAdminPage = observer(function ChatAdminPage({ networkName }: { networkName: string }) {
  const i18n = useI18n();
  const list = usePresenter(PRESENTERS.ChatList);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <div>
          <Typography ref={heading} tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, outline: 'none' }}>
            {i18n.t('manage.chat.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {i18n.t('manage.chat.intro', { network: networkName })}
          </Typography>
        </div>
        {list.canCreate && (
          <Button variant="contained" onClick={list.newConversationClicked} sx={{ flexShrink: 0 }}>
            {i18n.t('chat.create.button')}
          </Button>
        )}
      </Stack>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {list.deleteFailure && (
          <Notice severity="error" action={<Button onClick={list.retryDeleteClicked}>{i18n.t('manage.retry')}</Button>}>
            {list.deleteFailure.message}
          </Notice>
        )}
        {list.status === 'loading' && <SkeletonBlock label={i18n.t('common.loading')} height={200} />}
        {list.status === 'failed' && (
          <Notice severity="error" action={<Button onClick={list.retryLoadClicked}>{i18n.t('manage.retry')}</Button>}>
            {list.loadFailure}
          </Notice>
        )}
        {list.status === 'ready' && <Conversations list={list} />}
      </Stack>
      <NewConversationDialog list={list} onSubmit={() => void list.createSubmitted({ openIt: false })} />
      <ConfirmDialog
        open={list.confirmOpen}
        title={i18n.t('manage.chat.confirmTitle')}
        body={i18n.t('manage.chat.confirmBody', { title: list.deletion?.title ?? '' })}
        confirmLabel={i18n.t('manage.chat.delete')}
        cancelLabel={i18n.t('manage.cancel')}
        onConfirm={() => list.deletionConfirmed()}
        onCancel={list.deletionCancelled}
        // What had focus (the deleted item's button) is gone: focus goes to the heading.
        focusAfterConfirm={heading}
      />
    </>
  );
});

const Conversations = observer(function Conversations({ list }: { list: ChatListPresenter }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  if (list.items.length === 0) return <Typography color="text.secondary">{i18n.t('manage.chat.empty')}</Typography>;
  return (
    <Paper variant="outlined">
      <Stack component="ul" aria-label={i18n.t('manage.chat.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.items.map((item) => (
          <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {conversationSummary(item, i18n)}
              </Typography>
            </div>
            {!item.pending && (
              <Button size="small" component={RouterLink} to={pathTo(conversationPath(item.id))} aria-label={i18n.t('manage.chat.openLabel', { title: item.title })}>
                {i18n.t('manage.chat.open')}
              </Button>
            )}
            {list.canDelete(item.id) && (
              <Button size="small" color="error" onClick={() => list.deleteAsked(item.id)} aria-label={i18n.t('manage.chat.deleteLabel', { title: item.title })}>
                {i18n.t('manage.chat.delete')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
});
