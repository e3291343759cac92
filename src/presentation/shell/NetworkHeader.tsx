import { lazy, Suspense, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { NetworkLogo } from '../widgets/NetworkLogo';
import { loadAccountMenuButton } from '../account';
import { loadSiteSearchKeys } from '../search';
import type { NetworkShellPresenter } from './NetworkShellPresenter';
import { useI18n } from '../kit/Resolver';

/** A member's button and menu: a chunk a guest never loads. */
const AccountMenuButton = lazy(loadAccountMenuButton);
/** The search field's keys, its sending within the app and the phone's opening: a chunk that comes after the first screen. */
const SiteSearchKeys = lazy(loadSiteSearchKeys);

/** The network's header (first-paint CSS, no MUI): its height is the one the first paint reserves. */
export const NetworkHeader = observer(function NetworkHeader({ shell, pathTo }: { shell: NetworkShellPresenter; pathTo: (networkPath: string) => string }) {
  const i18n = useI18n();
  const searchForm = useRef<HTMLFormElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const network = shell.network;
  if (!network) return null;
  const member = shell.membership;
  const search = i18n.t('nav.search');
  return (
    <header className="site-header">
      <RouterLink to={pathTo(NETWORK_PATHS.home)} className="site-header__home" aria-label={i18n.t('header.home', { name: network.name })}>
        <NetworkLogo name={network.name} logo={network.logo} size={40} />
        {/* Two lines at most (three, smaller, on phones); a name longer still keeps its full text in the tooltip. */}
        <span className="site-header__name" title={network.name}>
          {network.name}
        </span>
      </RouterLink>
      {/* A plain form that reaches the search page (`?q=`) before SiteSearchKeys takes it over; on phones, a button opens it. */}
      <form ref={searchForm} role="search" action={pathTo(NETWORK_PATHS.search)} className={searchOpen ? 'site-search site-search--open' : 'site-search'}>
        <input type="search" name="q" aria-label={search} placeholder={search} className="site-search__field" />
        <button type="button" className="btn site-search__open" aria-label={search} aria-expanded={searchOpen} onClick={() => setSearchOpen(true)} />
      </form>
      <Suspense fallback={null}>
        <SiteSearchKeys form={searchForm} open={searchOpen} onOpenChange={setSearchOpen} pathTo={pathTo} />
      </Suspense>
      <div className="site-header__actions">
        <LanguageSwitch onChosen={shell.languageChosen} />
        {member ? (
          <Suspense
            fallback={
              <>
                <span className="bell-button account-button--waiting" aria-hidden="true" />
                <span className="account-button account-button--waiting" aria-hidden="true" />
              </>
            }
          >
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
