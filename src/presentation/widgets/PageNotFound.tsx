import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useI18n } from '../kit/Resolver';
import { CenteredMessage } from './CenteredMessage';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';

/** An unknown page inside a known network. */
export const PageNotFound = observer(function PageNotFound() {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  usePageTitle(i18n.t('notFound.pageTitle'));
  return (
    <CenteredMessage title={i18n.t('notFound.page')} body={i18n.t('notFound.pageBody')}>
      <RouterLink className="btn btn--contained" to={pathTo(NETWORK_PATHS.home)}>
        {i18n.t('common.backHome')}
      </RouterLink>
    </CenteredMessage>
  );
});
