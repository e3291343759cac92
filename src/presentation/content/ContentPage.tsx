import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Content } from '../../domain/content/Content';
import { contentPath, NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { Notice } from '../widgets/Notice';
import { PageNotFound } from '../widgets/PageNotFound';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { ReactionBar, REACTIONS_PRESENTERS } from '../reactions';
import { BACK_TO_FEED } from './feedReturn';
import { CommentsSection } from './CommentsSection';
import type { ContentPagePresenter } from './ContentPagePresenter';
import { ContentEditorDialog } from './ContentEditorDialog';
import { formatEventTime } from './formatEventTime';
import { AddToCalendarButton } from './AddToCalendarButton';
import { VideoPlayer } from './VideoPlayer';
import { MemberFace } from '../widgets/MemberFace';

/** `/:slug/contents/:contentId`: a new page (and presenter) for each content. */
export default function ContentRoute() {
  const { contentId = '' } = useParams();
  return <ContentPage key={contentId} contentId={contentId} />;
}

const ContentPage = observer(function ContentPage({ contentId }: { contentId: string }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.ContentPage, { contentId, url: new URL(pathTo(contentPath(contentId)), window.location.origin).href });
  usePageTitle(page.pageTitle);

  if (page.status === 'notFound') return <PageNotFound />;
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to={pathTo(NETWORK_PATHS.home)} state={BACK_TO_FEED} sx={{ mb: 2, ml: -1 }}>
        ← {i18n.t('community.backToFeed')}
      </Button>
      {page.status === 'loading' && <ContentSkeleton label={i18n.t('common.loading')} />}
      {page.status === 'failed' && (
        <Notice severity="error" action={<Button onClick={page.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {page.failureMessage}
        </Notice>
      )}
      {page.status === 'ready' && page.content && <ContentArticle page={page} content={page.content} />}
    </Container>
  );
});

const ContentArticle = observer(function ContentArticle({ page, content }: { page: ContentPagePresenter; content: Content }) {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const comments = usePresenter(PRESENTERS.Comments, content.id, content.commentsCount);
  const reactions = usePresenter(REACTIONS_PRESENTERS.ContentReactions);
  return (
    <>
      <Paper ref={page.articleShown} component="article" variant="outlined" aria-labelledby="content-title" sx={{ overflow: 'hidden' }}>
        {content.cover && (
          <Box component="img" src={content.cover} alt="" width={16} height={7} sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 7', objectFit: 'cover', bgcolor: 'action.hover' }} />
        )}
        <Box sx={{ p: { xs: 2, md: 4 } }}>
          <Chip size="small" label={i18n.t(`content.type.${content.type}`)} color={content.type === 'announcement' ? 'primary' : 'default'} />
          <Typography id="content-title" variant="h1" component="h1" sx={{ mt: 1.5, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {content.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <MemberFace name={content.authorName} url={content.authorAvatarUrl} />
            <Typography color="text.secondary">
              {i18n.t('community.byAuthor', { name: content.authorName || i18n.t('community.formerMember') })} · <time dateTime={content.createdAt}>{i18n.formatDate(content.createdAt)}</time>
              {page.wasEdited && ` · ${i18n.t('community.edited')}`}
            </Typography>
          </Stack>
          {content.type === 'event' && content.startsAt && (
            <Typography component="p" className="card__event" sx={{ mt: 2 }}>
              <span>
                {i18n.t('community.event.when')} <time dateTime={content.startsAt}>{formatEventTime(content.startsAt, i18n.locale)}</time>
              </span>
              <AddToCalendarButton event={content} pagePath={pathTo(contentPath(content.id))} />
            </Typography>
          )}
          {content.type === 'video' && content.mediaUrl && (
            <Box sx={{ mt: 2 }}>
              <VideoPlayer address={content.mediaUrl} title={content.title} className="card__video" preload="metadata" />
            </Box>
          )}
          <Typography component="div" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '1.05rem', lineHeight: 1.7 }}>
            {content.body}
          </Typography>
          <Box sx={{ mt: 3 }}>
            <ReactionBar bar={reactions.barOf(content.id)} onToggled={(emoji) => reactions.toggled(content.id, emoji)} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={page.shareClicked}>
              {i18n.t('community.share')}
            </Button>
            {page.abilities.edit && (
              <Button variant="outlined" onClick={page.editClicked}>
                {i18n.t('community.edit')}
              </Button>
            )}
            {page.abilities.delete && (
              <Button variant="outlined" color="error" onClick={page.deleteClicked}>
                {i18n.t('community.delete')}
              </Button>
            )}
          </Stack>
        </Box>
      </Paper>
      <CommentsSection comments={comments} onSignIn={shell.signInClicked} />
      <ConfirmDialog
        open={page.confirmingDelete}
        title={i18n.t('community.content.deleteTitle')}
        body={i18n.t('community.content.deleteBody', { title: content.title })}
        confirmLabel={i18n.t('community.delete')}
        cancelLabel={i18n.t('community.cancel')}
        busy={page.deleting}
        failure={page.deleteFailure}
        onConfirm={page.deleteConfirmed}
        onCancel={page.deleteCancelled}
      />
      {page.editorStart && <ContentEditorDialog start={page.editorStart} mode="edit" onSubmit={page.editSubmitted} onClose={page.editClosed} />}
    </>
  );
});

function ContentSkeleton({ label }: { label: string }) {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={label} sx={{ p: { xs: 2, md: 4 } }}>
      <Skeleton width={90} height={28} />
      <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
      <Skeleton width="40%" />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Paper>
  );
}
