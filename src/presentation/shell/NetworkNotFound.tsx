import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { useDocumentTitle } from '../kit/useDocumentTitle';
import { useI18n } from '../kit/Resolver';

/** An unknown slug; `toLanding` offers the landing page, which a host mapped to a network has not. */
export const NetworkNotFound = observer(function NetworkNotFound({ slug, toLanding }: { slug: string; toLanding: boolean }) {
  const i18n = useI18n();
  useDocumentTitle(i18n.t('notFound.title'));
  return (
    <CenteredMessage title={i18n.t('notFound.title')} body={i18n.t('notFound.body', { slug })}>
      {toLanding && (
        <RouterLink className="btn btn--contained" to="/">
          {i18n.t('notFound.toLanding')}
        </RouterLink>
      )}
    </CenteredMessage>
  );
});
