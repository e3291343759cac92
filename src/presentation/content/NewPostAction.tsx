import { observer } from 'mobx-react-lite';
import Fab from '@mui/material/Fab';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { ContentEditorDialog } from './ContentEditorDialog';

/**
 * The home's "New post" button for the roles that may write, floating over the page's corner (it never
 * pushes the feed), and the writing form it opens.
 */
export default observer(function NewPostAction() {
  const i18n = useI18n();
  const newPost = usePresenter(PRESENTERS.NewPost);
  if (!newPost.offered) return null;
  return (
    <>
      <Fab variant="extended" color="primary" onClick={newPost.newPostClicked} sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: 1050 }}>
        {i18n.t('community.newPost.button')}
      </Fab>
      {newPost.editorStart && <ContentEditorDialog start={newPost.editorStart} mode="create" onSubmit={newPost.submitted} onClose={newPost.editorClosed} />}
    </>
  );
});
