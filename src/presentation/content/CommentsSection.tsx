import { useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { Notice } from '../widgets/Notice';
import { VirtualRows } from '../widgets/VirtualRows';
import type { CommentItem, CommentsPresenter } from './CommentsPresenter';
import { useI18n } from '../kit/Resolver';
import { ReactionBar } from '../reactions';
import { MemberFace } from '../widgets/MemberFace';

/** Ctrl+Enter (⌘+Enter on a Mac) sends a multi-line field; Enter alone is a new line. */
function isSubmitShortcut(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}

/** The comments of a content page: the list, earlier pages, and the composer or the way to sign in. */
export const CommentsSection = observer(function CommentsSection({ comments, onSignIn }: { comments: CommentsPresenter; onSignIn: () => void }) {
  const i18n = useI18n();
  // A deleted comment takes its Delete button along: focus goes to the heading, which says the new count.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 4 }}>
      <Typography id="comments-title" ref={heading} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}>
        {comments.status === 'ready' ? i18n.t('community.comments.titleCount', { count: comments.total }) : i18n.t('community.comments.title')}
      </Typography>
      {comments.status === 'loading' && (
        <Stack spacing={2} aria-busy="true" aria-label={i18n.t('common.loading')}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      )}
      {comments.status === 'failed' && (
        <Notice severity="error" action={<Button onClick={comments.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
          {comments.loadFailure}
        </Notice>
      )}
      {comments.status === 'ready' && (
        <>
          {comments.hasEarlier && (
            <Box sx={{ mb: 2 }}>
              <Button variant="text" onClick={comments.showEarlierClicked} disabled={comments.loadingEarlier} aria-busy={comments.loadingEarlier}>
                {i18n.t('community.comments.earlier')}
              </Button>
              {comments.earlierFailure && <Notice severity="error">{comments.earlierFailure}</Notice>}
            </Box>
          )}
          {comments.items.length === 0 ? (
            <Typography color="text.secondary">{i18n.t('community.comments.empty')}</Typography>
          ) : (
            <CommentList comments={comments} />
          )}
        </>
      )}
      <Box sx={{ mt: 3 }}>{comments.canComment ? <Composer comments={comments} /> : <SignInToComment onSignIn={onSignIn} />}</Box>
      <ConfirmDialog
        open={comments.confirmingDeleteOf !== null}
        title={i18n.t('community.comments.deleteTitle')}
        body={i18n.t('community.comments.deleteBody')}
        confirmLabel={i18n.t('community.delete')}
        cancelLabel={i18n.t('community.cancel')}
        onConfirm={() => comments.deleteConfirmed()}
        onCancel={comments.deleteCancelled}
        // What had focus (the deleted item's button) is gone: focus goes to the heading.
        focusAfterConfirm={heading}
      />
    </Box>
  );
});

/** A comment's height before it is measured (px): a name and two lines. */
const COMMENT_ESTIMATE = 110;
/** The space between comments (px). */
const COMMENT_GAP = 12;

/** The comments loaded, drawn only near the screen: a content may have thousands. */
const CommentList = observer(function CommentList({ comments }: { comments: CommentsPresenter }) {
  const i18n = useI18n();
  return (
    <VirtualRows
      as="ol"
      label={i18n.t('community.comments.title')}
      items={comments.items}
      keyOf={keyOfComment}
      estimateSize={COMMENT_ESTIMATE}
      gap={COMMENT_GAP}
      renderItem={(item) => <CommentView item={item} comments={comments} />}
    />
  );
});

const keyOfComment = (item: CommentItem) => item.key;

const CommentView = observer(function CommentView({ item, comments }: { item: CommentItem; comments: CommentsPresenter }) {
  const i18n = useI18n();
  const { comment } = item;
  const editing = comments.editing?.id === comment.id ? comments.editing : null;
  const labelId = `comment-${item.key}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={labelId}
      aria-busy={item.state === 'sending'}
      sx={{ p: 2, borderColor: item.state === 'failed' ? 'error.main' : undefined, opacity: item.state === 'sending' ? 0.7 : 1 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MemberFace name={comment.creatorName} url={comment.creatorAvatarUrl} size="small" />
        <Typography id={labelId} component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }}>
          {comment.creatorName || i18n.t('community.formerMember')}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          <time dateTime={comment.createdAt} title={i18n.formatDate(comment.createdAt)}>
            {item.when}
          </time>
          {item.edited && ` · ${i18n.t('community.edited')}`}
          {item.state === 'sending' && ` · ${i18n.t('community.comments.sending')}`}
        </Typography>
      </Stack>
      {editing ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            label={i18n.t('community.comments.editLabel')}
            value={editing.text}
            onChange={(event) => comments.editTyped(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitShortcut(event)) comments.editSaved();
              if (event.key === 'Escape') comments.editCancelled();
            }}
            {...comments.editNote}
            multiline
            minRows={2}
            autoFocus
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={comments.editSaved} disabled={!comments.canSaveEdit}>
              {i18n.t('community.save')}
            </Button>
            <Button onClick={comments.editCancelled}>{i18n.t('community.cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
      )}
      {/* Only a comment the server has can be reacted to. */}
      {item.state === 'sent' && (
        <Box sx={{ mt: 1 }}>
          <ReactionBar bar={comments.reactions.barOf(comment.id)} onToggled={(emoji) => comments.reactions.toggled(comment.id, emoji)} />
        </Box>
      )}
      {item.state === 'failed' && (
        <Box sx={{ mt: 1 }}>
          <Notice
            severity="error"
            title={i18n.t('community.comments.notSent')}
            action={
              <Stack direction="row" spacing={1}>
                <Button onClick={() => comments.retrySendClicked(item.key)}>{i18n.t('common.retry')}</Button>
                <Button onClick={() => comments.discardClicked(item.key)}>{i18n.t('community.comments.discard')}</Button>
              </Stack>
            }
          >
            {item.failure}
          </Notice>
        </Box>
      )}
      {item.state === 'sent' && item.failure && (
        <Box sx={{ mt: 1 }}>
          <Notice severity="error" action={<Button onClick={() => comments.retryFailedWriteClicked(item.key)}>{i18n.t('common.retry')}</Button>}>
            {item.failure}
          </Notice>
        </Box>
      )}
      {!editing && (item.abilities.edit || item.abilities.delete) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {item.abilities.edit && (
            <Button size="small" onClick={() => comments.editClicked(comment.id)}>
              {i18n.t('community.edit')}
            </Button>
          )}
          {item.abilities.delete && (
            <Button size="small" color="error" onClick={() => comments.deleteClicked(comment.id)}>
              {i18n.t('community.delete')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
});

const Composer = observer(function Composer({ comments }: { comments: CommentsPresenter }) {
  const i18n = useI18n();
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        comments.sendClicked();
      }}
    >
      <TextField
        label={i18n.t('community.comments.write')}
        value={comments.draft}
        onChange={(event) => comments.draftTyped(event.target.value)}
        onKeyDown={(event) => {
          if (isSubmitShortcut(event)) {
            event.preventDefault();
            comments.sendClicked();
          }
        }}
        {...comments.draftNote}
        multiline
        minRows={3}
        fullWidth
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!comments.canSend}>
          {i18n.t('community.comments.send')}
        </Button>
      </Box>
    </Stack>
  );
});

function SignInToComment({ onSignIn }: { onSignIn: () => void }) {
  const i18n = useI18n();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography sx={{ flex: '1 1 12rem' }}>{i18n.t('community.comments.guest')}</Typography>
      <Button variant="contained" onClick={onSignIn}>
        {i18n.t('community.comments.signIn')}
      </Button>
    </Paper>
  );
}
