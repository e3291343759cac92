import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { ConfirmDialog } from '../widgets/ConfirmDialog';
import { Notice } from '../widgets/Notice';
import { SkeletonBlock } from '../widgets/SkeletonBlock';
import { ContentEditorDialog } from '../content';
import { PRESENTERS } from '../tokens';
import type { ModerationItem, ModerationPresenter } from './ModerationPresenter';

/** `/:slug/manage/moderation` (spec §6): the newest contents and comments, for network managers to edit or delete. */
export const ModerationPage = observer(function ModerationPage({ networkName }: { networkName: string }) {
  const i18n = useI18n();
  const page = usePresenter(PRESENTERS.Moderation);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, outline: 'none' }}>
        {i18n.t('manage.moderation.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {i18n.t('manage.moderation.intro', { network: networkName })}
      </Typography>
      {page.writeFailure && (
        <Notice severity="error" action={<Button onClick={page.writeFailure.retry}>{i18n.t('manage.retry')}</Button>}>
          {page.writeFailure.message}
        </Notice>
      )}
      {page.status === 'loading' && <SkeletonBlock label={i18n.t('common.loading')} height={240} />}
      {page.status === 'failed' && (
        <Notice severity="error" action={<Button onClick={page.retryClicked}>{i18n.t('manage.retry')}</Button>}>
          {page.failure}
        </Notice>
      )}
      {page.status === 'ready' && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <ItemList title={i18n.t('manage.moderation.contents')} items={page.contentItems} page={page} />
          <ItemList title={i18n.t('manage.moderation.comments')} items={page.commentItems} page={page} />
        </Stack>
      )}
      <ConfirmDialog
        open={page.confirmOpen}
        title={page.confirmTitle}
        body={i18n.t('manage.moderation.confirmBody', { text: page.deletion?.text ?? '' })}
        confirmLabel={i18n.t('manage.moderation.delete')}
        cancelLabel={i18n.t('manage.cancel')}
        onConfirm={() => void page.deleteConfirmed()}
        onCancel={page.deleteCancelled}
        // What had focus (the deleted item's button) is gone: focus goes to the heading.
        focusAfterConfirm={heading}
      />
      {page.editing && <ContentEditorDialog key={page.editing.contentId} start={page.editing.start} mode="edit" onSubmit={(draft) => void page.editSubmitted(draft)} onClose={page.editClosed} />}
    </>
  );
});

function ItemList({ title, items, page }: { title: string; items: ModerationItem[]; page: ModerationPresenter }) {
  const i18n = useI18n();
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{i18n.t('manage.moderation.empty')}</Typography>
      ) : (
        <Stack component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ py: 1.5, alignItems: 'flex-start', '& + &': { borderTop: 1, borderColor: 'divider' } }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere', fontWeight: item.kind === 'content' ? 600 : 400 }}>{item.text}</Typography>
                {item.context && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {i18n.t('manage.moderation.on', { title: item.context })}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {i18n.t('manage.moderation.byline', { author: item.author, when: item.when })}
                </Typography>
              </div>
              {item.kind === 'content' && (
                <Button size="small" onClick={() => page.editClicked(item.id)} aria-label={i18n.t('manage.moderation.editLabel', { title: item.text })}>
                  {i18n.t('manage.moderation.edit')}
                </Button>
              )}
              <Button
                size="small"
                color="error"
                onClick={() => page.deleteClicked(item.kind, item.id)}
                aria-label={item.kind === 'content' ? i18n.t('manage.moderation.deleteContentLabel', { title: item.text }) : i18n.t('manage.moderation.deleteCommentLabel', { author: item.author, text: item.text })}
              >
                {i18n.t('manage.moderation.delete')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
