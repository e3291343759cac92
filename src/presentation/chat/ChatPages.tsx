import { useEffect, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { conversationPath, NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { Notice } from '../widgets/Notice';
import { VirtualRows } from '../widgets/VirtualRows';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { APP_INSET_TOP } from '../theme/tokens';
import type { ChatListPresenter } from './ChatListPresenter';
import type { ChatRow, ConversationPresenter } from './ConversationPresenter';
import { MembersDialog } from './MembersDialog';
import { NewConversationDialog } from './NewConversationDialog';
import { MemberFace } from '../widgets/MemberFace';

/** Below the theme's `md` (768 px) the list and a conversation are separate screens; above, side by side. */
const PANEL_HEIGHT = { xs: `calc(100dvh - 72px - ${APP_INSET_TOP})`, md: `calc(100dvh - 140px - ${APP_INSET_TOP})` };

/**
 * `/:slug/chat` and `/:slug/chat/:conversationId`, one page: the conversation list, and the open
 * conversation beside it (or instead of it on a phone). Only on networks with chat; guests are asked to sign in.
 */
const ChatPage = observer(function ChatPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const { conversationId = null } = useParams();
  const list = usePresenter(PRESENTERS.ChatList);
  usePageTitle(list.pageName(conversationId));

  if (list.gate === 'noChat') {
    return (
      <CenteredMessage title={i18n.t('chat.noChat.title')} body={i18n.t('chat.noChat.body')}>
        <RouterLink className="btn btn--contained" to={pathTo(NETWORK_PATHS.home)}>
          {i18n.t('common.backHome')}
        </RouterLink>
      </CenteredMessage>
    );
  }
  if (list.gate === 'guest') {
    return (
      <CenteredMessage title={i18n.t('chat.guest.title')} body={i18n.t('chat.guest.body')}>
        <button type="button" className="btn btn--contained" onClick={shell.signInClicked}>
          {i18n.t('chat.guest.signIn')}
        </button>
      </CenteredMessage>
    );
  }
  return (
    <Container component="main" maxWidth="lg" disableGutters sx={{ px: { xs: 0, md: 3 }, py: { xs: 0, md: 3 } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 340px) 1fr' }, gap: { xs: 0, md: 2 } }}>
        <Box sx={{ display: { xs: conversationId ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>
          <ConversationList list={list} current={conversationId} />
        </Box>
        <Box sx={{ display: { xs: conversationId ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
          {conversationId ? (
            <ConversationPanel key={conversationId} list={list} conversationId={conversationId} />
          ) : (
            <Paper variant="outlined" sx={{ height: PANEL_HEIGHT, display: 'grid', placeItems: 'center', p: 3 }}>
              <Typography color="text.secondary">{i18n.t('chat.list.choose')}</Typography>
            </Paper>
          )}
        </Box>
      </Box>
      <NewConversationDialog list={list} onSubmit={() => void list.createSubmitted()} />
    </Container>
  );
});

export default ChatPage;

const ConversationList = observer(function ConversationList({ list, current }: { list: ChatListPresenter; current: string | null }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(current);
  // Back on the list from a conversation (its back button, or after deleting it): focus lands on the list.
  useEffect(() => {
    if (previous.current !== null && current === null) heading.current?.focus({ preventScroll: true });
    previous.current = current;
  }, [current]);
  return (
    <Paper component="nav" variant="outlined" aria-labelledby="chat-list-title" sx={{ height: { xs: 'auto', md: PANEL_HEIGHT.md }, minHeight: { xs: PANEL_HEIGHT.xs, md: 0 }, overflowY: 'auto', borderRadius: { xs: 0, md: 1 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
        <Typography ref={heading} tabIndex={-1} id="chat-list-title" variant="h5" component={current ? 'h2' : 'h1'} sx={{ outline: 'none' }}>
          {i18n.t('chat.title')}
        </Typography>
        {list.canCreate && (
          <Button variant="contained" size="small" onClick={list.newConversationClicked}>
            {i18n.t('chat.create.button')}
          </Button>
        )}
      </Stack>
      {list.deleteFailure && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Notice severity="error" action={<Button onClick={list.retryDeleteClicked}>{i18n.t('common.retry')}</Button>}>
            {list.deleteFailure.message}
          </Notice>
        </Box>
      )}
      {list.status === 'loading' && (
        <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label={i18n.t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
      {list.status === 'failed' && (
        <Box sx={{ p: 2 }}>
          <Notice severity="error" action={<Button onClick={list.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
            {list.loadFailure}
          </Notice>
        </Box>
      )}
      {list.status === 'ready' && list.items.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{i18n.t('chat.list.empty')}</Typography>}
      {list.status === 'ready' && list.items.length > 0 && (
        <List aria-label={i18n.t('chat.list.title')} disablePadding>
          {list.items.map((item) => (
            <li key={item.id}>
              <ListItemButton
                component={RouterLink}
                to={pathTo(conversationPath(item.id))}
                selected={item.id === current}
                aria-current={item.id === current ? 'page' : undefined}
                disabled={item.pending}
                sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {/* A title cut to one line keeps its whole text as a tooltip (issue 27: names are never lost). */}
                  <Typography sx={{ fontWeight: item.unread > 0 ? 700 : 600 }} noWrap title={item.title}>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {item.preview}
                  </Typography>
                </Box>
                <Stack sx={{ alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
                  <Typography variant="caption" color="text.secondary">
                    {item.when}
                  </Typography>
                  {item.unread > 0 && (
                    <Box component="span" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 10, px: 0.9, minWidth: 22, textAlign: 'center', fontSize: '0.75rem', fontWeight: 700, lineHeight: '20px' }}>
                      <span aria-hidden="true">{item.unread}</span>
                      <span className="visually-hidden">
                        {i18n.t('chat.list.unread', { count: item.unread })}
                      </span>
                    </Box>
                  )}
                </Stack>
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </Paper>
  );
});


const ConversationPanel = observer(function ConversationPanel({ list, conversationId }: { list: ChatListPresenter; conversationId: string }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  const conversation = usePresenter(PRESENTERS.ChatConversation, list, conversationId);
  const members = usePresenter(PRESENTERS.ChatMembers, list, conversationId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a conversation moves focus to its name, so a screen reader says where the member is.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="conversation-title" sx={{ height: PANEL_HEIGHT, display: 'flex', flexDirection: 'column', borderRadius: { xs: 0, md: 1 }, position: 'relative' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: { xs: 1, md: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button component={RouterLink} to={pathTo(NETWORK_PATHS.chat)} sx={{ display: { xs: 'inline-flex', md: 'none' }, flexShrink: 0, minWidth: 40, fontSize: '1.25rem' }} aria-label={i18n.t('chat.backToList')}>
          ←
        </Button>
        <Typography ref={heading} tabIndex={-1} id="conversation-title" variant="h6" component="h1" noWrap sx={{ flex: 1, outline: 'none' }}>
          {conversation.title || '\u00a0'}
        </Typography>
        {conversation.unavailable === null && (
          <Button size="small" variant="outlined" onClick={members.membersClicked} sx={{ flexShrink: 0 }} aria-haspopup="dialog">
            {i18n.t('chat.members.button', { count: members.memberCount })}
          </Button>
        )}
      </Stack>
      {conversation.unavailable !== null ? (
        <Box sx={{ p: 2 }}>
          <Notice
            severity="info"
            action={
              <Button component={RouterLink} to={pathTo(NETWORK_PATHS.chat)}>
                {i18n.t('chat.backToList')}
              </Button>
            }
          >
            {conversation.unavailable}
          </Notice>
        </Box>
      ) : conversation.status === 'failed' ? (
        <Box sx={{ p: 2 }}>
          <Notice severity="error" action={<Button onClick={conversation.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
            {conversation.loadFailure}
          </Notice>
        </Box>
      ) : (
        <MessageLog conversation={conversation} />
      )}
      {conversation.status === 'ready' && (
        // Always in the page, so that screen readers announce a line as it comes (a polite status, not an alert).
        <Typography role="status" variant="caption" color="text.secondary" sx={{ px: 2, minHeight: '1.5em', display: 'block' }}>
          {conversation.presenceNotes.join(' · ')}
        </Typography>
      )}
      {conversation.streamNotice !== null && (
        <Box sx={{ px: 2, pt: 1 }}>
          <Notice severity="error" action={<Button onClick={conversation.resumeStreamClicked}>{i18n.t('common.retry')}</Button>}>
            {conversation.streamNotice}
          </Notice>
        </Box>
      )}
      {conversation.status === 'ready' && <Composer conversation={conversation} />}
      <MembersDialog members={members} conversation={conversation} />
      <ConfirmDialog
        open={conversation.confirmingDelete}
        title={i18n.t('chat.delete.title')}
        body={i18n.t('chat.delete.body', { title: conversation.title })}
        confirmLabel={i18n.t('chat.delete.confirm')}
        cancelLabel={i18n.t('chat.cancel')}
        onConfirm={conversation.deleteConfirmed}
        onCancel={conversation.deleteCancelled}
      />
    </Paper>
  );
});

/** How close to the bottom (px) still counts as "at the bottom". */
const BOTTOM_SLACK = 48;
/** A message's height before it is measured (px): a bubble of one line with its sender. */
const BUBBLE_ESTIMATE = 76;
/** The space between the log's rows (px). */
const ROW_GAP = 8;
const keyOfRow = (row: ChatRow) => row.key;

export const MessageLog = observer(function MessageLog({ conversation }: { conversation: ConversationPresenter }) {
  const i18n = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = conversation.rows;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [conversation.scrollRequests]);
  // A phone's keyboard opening, or a rotation, shrinks the log: a member at the bottom stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (conversation.atBottom) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [conversation]);

  const scrolled = () => {
    const element = scroller.current;
    if (!element) return;
    conversation.scrolled(element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK);
    if (element.scrollTop < element.clientHeight) conversation.nearedEarliest();
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
      <Box ref={scroller} role="log" aria-label={i18n.t('chat.messages.label')} tabIndex={0} onScroll={scrolled} sx={{ height: '100%', overflowY: 'auto', px: { xs: 1.5, md: 2 }, py: 1.5 }}>
        {conversation.status === 'loading' && (
          <Stack spacing={1.5} aria-busy="true" aria-label={i18n.t('common.loading')}>
            <Skeleton variant="rounded" height={48} width="70%" />
            <Skeleton variant="rounded" height={48} width="60%" sx={{ alignSelf: 'flex-end' }} />
            <Skeleton variant="rounded" height={48} width="75%" />
          </Stack>
        )}
        {conversation.status === 'ready' && (
          <>
            {conversation.hasEarlier && (
              <Box sx={{ textAlign: 'center', mb: 1 }}>
                <Button size="small" onClick={conversation.loadEarlierClicked} disabled={conversation.loadingEarlier} aria-busy={conversation.loadingEarlier}>
                  {i18n.t('chat.messages.earlier')}
                </Button>
                {conversation.earlierFailure && <Notice severity="error">{conversation.earlierFailure}</Notice>}
              </Box>
            )}
            {rows.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
                {i18n.t('chat.messages.empty')}
              </Typography>
            ) : (
              // Only the rows near the screen are drawn; earlier ones coming above leave the messages read in place.
              <VirtualRows
                as="ol"
                scroller={scroller}
                anchorToEnd
                items={rows}
                keyOf={keyOfRow}
                estimateSize={BUBBLE_ESTIMATE}
                gap={ROW_GAP}
                renderItem={(row) => (row.kind === 'day' ? <DaySeparator label={row.label} /> : <MessageBubble row={row} conversation={conversation} />)}
              />
            )}
          </>
        )}
      </Box>
      {conversation.unseen > 0 && (
        <Button variant="contained" size="small" onClick={conversation.newMessagesPillClicked} sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', borderRadius: 10, boxShadow: 3 }}>
          {i18n.t('chat.messages.newPill', { count: conversation.unseen })} ↓
        </Button>
      )}
    </Box>
  );
});

function DaySeparator({ label }: { label: string }) {
  return (
    <Divider sx={{ my: 1, '&::before, &::after': { borderColor: 'divider' } }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
    </Divider>
  );
}

const MessageBubble = observer(function MessageBubble({ row, conversation }: { row: Extract<ChatRow, { kind: 'message' }>; conversation: ConversationPresenter }) {
  const i18n = useI18n();
  return (
    <Box sx={{ display: 'flex', justifyContent: row.mine ? 'flex-end' : 'flex-start', alignItems: 'flex-end', gap: 1 }}>
      {!row.mine && <MemberFace name={row.senderName} url={row.senderAvatarUrl} />}
      <Box
        component="article"
        aria-label={row.mine ? i18n.t('chat.messages.you') : row.senderName}
        aria-busy={row.state === 'sending'}
        sx={{
          maxWidth: { xs: '85%', md: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: row.mine ? 'primary.main' : 'action.hover',
          color: row.mine ? 'primary.contrastText' : 'text.primary',
          border: row.state === 'failed' ? 2 : 0,
          borderColor: 'error.main',
          opacity: row.state === 'sending' ? 0.75 : 1,
        }}
      >
        {!row.mine && (
          <Typography component="p" variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
            {row.senderName}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.body}</Typography>
        <Typography component="p" variant="caption" sx={{ display: 'block', textAlign: 'right', opacity: 0.85 }}>
          <time dateTime={row.dateTime}>{row.time}</time>
          {row.state === 'sending' && ` · ${i18n.t('chat.messages.sending')}`}
        </Typography>
        {row.state === 'failed' && (
          <Box sx={{ mt: 1, color: 'text.primary' }}>
            <Notice severity="error" title={i18n.t('chat.messages.notSent')} action={<Button onClick={() => conversation.retrySendClicked(row.key)}>{i18n.t('common.retry')}</Button>}>
              {row.failure}
            </Notice>
          </Box>
        )}
      </Box>
    </Box>
  );
});

/** A touch screen: the primary pointer is a finger. */
const TOUCH_SCREEN = '(pointer: coarse)';

const Composer = observer(function Composer({ conversation }: { conversation: ConversationPresenter }) {
  const i18n = useI18n();
  const touchScreen = useMediaQuery(TOUCH_SCREEN);
  useEffect(() => conversation.touchScreenChanged(touchScreen), [conversation, touchScreen]);
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        conversation.sendClicked();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: { xs: 1, md: 1.5 }, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        label={i18n.t('chat.composer.label')}
        value={conversation.draft}
        onChange={(event) => conversation.draftTyped(event.target.value)}
        onKeyDown={(event) => {
          if (conversation.composerKeyPressed({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) event.preventDefault();
        }}
        {...conversation.composerNote}
        multiline
        maxRows={6}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={!conversation.canSend} sx={{ mt: 0.25, flexShrink: 0 }}>
        {i18n.t('chat.composer.send')}
      </Button>
    </Box>
  );
});
