import { lazy, Suspense, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { displayName } from '../../domain/membership/Membership';
import { useModuleLoader, useI18n } from '../kit/Resolver';
import { lazyThemed } from '../theme/lazyThemed';
import { MemberFace } from '../widgets/MemberFace';
import { PRESENTATION } from '../tokens';
import type { NetworkShellPresenter } from '../shell';

/**
 * The member's account menu button (first-paint CSS): their picture or initials, the size the header keeps for it while
 * this chunk loads (a member's, never a guest's). The menu itself (MUI, with the notifications count) is
 * another, fetched when the pointer or the focus reaches the button. The unread hint comes with the community's
 * module once the button is there.
 */
export default observer(function AccountMenuButton({ shell, pathTo }: { shell: NetworkShellPresenter; pathTo: (networkPath: string) => string }) {
  const i18n = useI18n();
  const loadContentModule = useModuleLoader(PRESENTATION.LoadContentModule);
  const [AccountMenu] = useState(() => lazyThemed(() => Promise.all([import('./AccountMenu'), loadContentModule()]).then(([menu]) => menu)));
  // No MUI in it: it does not bring the theme's chunks with it.
  const [UnreadHint] = useState(() => lazy(() => Promise.all([import('./UnreadHint'), loadContentModule()]).then(([hint]) => hint)));
  const unreadId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const member = shell.membership;
  if (!member) return null;
  const name = displayName(member);
  const preload = () => void AccountMenu.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn--text account-button"
        aria-label={i18n.t('header.accountMenu')}
        title={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-describedby={unreadId}
        style={{ position: 'relative' }}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <MemberFace name={name} url={member.avatarUrl} className="account-button__initials" />
        <Suspense fallback={null}>
          <UnreadHint descriptionId={unreadId} />
        </Suspense>
      </button>
      {open && (
        // Its own boundary: the menu's chunk on its way must not take the button away.
        <Suspense fallback={null}>
          <AccountMenu anchor={button.current} shell={shell} pathTo={pathTo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
