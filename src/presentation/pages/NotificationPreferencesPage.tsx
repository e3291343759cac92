import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { LoadingPanel } from '../widgets/LoadingPanel';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { EmailPreferencesForm } from './EmailPreferencesForm';

/**
 * /notification-preferences (spec §2): opened from an e-mail's unsubscribe link (`?token=`), it does what the link
 * says, for anyone; otherwise a member chooses what they are e-mailed about, and a guest is asked to sign in first.
 */
export const NotificationPreferencesPage = observer(function NotificationPreferencesPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const name = shell.network?.name ?? '';
  const page = usePresenter(PRESENTERS.NotificationPreferences, name);
  usePageTitle(i18n.t('pages.notifications.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    if (token !== null) void page.linkOpened(token);
  }, [page, token]);

  if (token === null && !page.handlesLink) {
    const member = shell.membership;
    if (member) return <EmailPreferencesForm key={member.id} />;
    return (
      <CenteredMessage title={i18n.t('pages.notifications.pageTitle')} body={i18n.t('pages.preferences.guestBody', { name })}>
        <Button variant="contained" onClick={shell.signInClicked}>
          {i18n.t('pages.preferences.signIn')}
        </Button>
      </CenteredMessage>
    );
  }

  const home = (
    <Button variant={page.status === 'done' ? 'contained' : 'outlined'} component={RouterLink} to={pathTo(NETWORK_PATHS.home)}>
      {i18n.t('pages.notifications.backHome', { name })}
    </Button>
  );
  switch (page.status) {
    case 'working':
      return <LoadingPanel label={i18n.t('pages.notifications.working')} />;
    case 'done':
      return (
        <CenteredMessage title={i18n.t('pages.notifications.doneTitle')} body={page.message} role="status">
          {home}
        </CenteredMessage>
      );
    case 'invalid':
      return (
        <CenteredMessage title={i18n.t('pages.notifications.invalidTitle')} body={page.message} role="alert">
          {home}
        </CenteredMessage>
      );
    case 'failed':
      return (
        <CenteredMessage title={i18n.t('pages.notifications.failedTitle')} body={page.message} role="alert">
          <Button variant="contained" onClick={page.retryClicked}>
            {i18n.t('pages.notifications.retry')}
          </Button>
          {home}
        </CenteredMessage>
      );
  }
});
