import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { NetworkLogo } from '../widgets/NetworkLogo';
import { loadAccountMenuButton } from '../account';
import type { NetworkShellPresenter } from './NetworkShellPresenter';
import { useI18n } from '../kit/Resolver';

/** A member's button and menu: a chunk a guest never loads. */
const AccountMenuButton = lazy(loadAccountMenuButton);

/** The network's header (first-paint CSS, no MUI): its height is the one the first paint reserves. */
export const NetworkHeader = observer(function NetworkHeader({ shell, pathTo }: { shell: NetworkShellPresenter; pathTo: (networkPath: string) => string }) {
  const i18n = useI18n();
  const network = shell.network;
  if (!network) return null;
  const member = shell.membership;
  return (
    <header className="site-header">
      <RouterLink to={pathTo(NETWORK_PATHS.home)} className="site-header__home" aria-label={i18n.t('header.home', { name: network.name })}>
        <NetworkLogo name={network.name} logo={network.logo} size={40} />
        <span className="site-header__name">{network.name}</span>
      </RouterLink>
      <div className="site-header__actions">
        <LanguageSwitch onChosen={shell.languageChosen} />
        {member ? (
          <Suspense fallback={<span className="account-button account-button--waiting" aria-hidden="true" />}>
            <AccountMenuButton shell={shell} pathTo={pathTo} />
          </Suspense>
        ) : (
          <button type="button" className="btn btn--contained" onClick={shell.signInClicked} onPointerEnter={shell.signInApproached} onFocus={shell.signInApproached}>
            {i18n.t('header.signIn')}
          </button>
        )}
      </div>
    </header>
  );
});
