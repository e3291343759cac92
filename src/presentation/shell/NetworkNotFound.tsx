import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import type { I18n } from '../i18n/I18n';
import { CenteredMessage } from '../common/CenteredMessage';
import { useDocumentTitle } from '../common/useDocumentTitle';

/** An unknown slug; `toLanding` offers the landing page, which a host mapped to a network has not. */
export const NetworkNotFound = observer(function NetworkNotFound({ slug, i18n, toLanding }: { slug: string; i18n: I18n; toLanding: boolean }) {
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
