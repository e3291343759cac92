import { lazy, Suspense, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { displayName } from '../../domain/membership/Membership';
import { useModuleLoader, useI18n } from '../kit/Resolver';
import { lazyThemed } from '../theme/lazyThemed';
import { MemberFace } from '../widgets/MemberFace';
import { PRESENTATION } from '../tokens';
import type { NetworkShellPresenter } from '../shell';

/**
 * A member's buttons in the header (first-paint CSS), the size the header keeps for them while this chunk loads (a
 * member's, never a guest's): the notifications bell, with the unread count, and the account menu button, their picture
 * or initials. The bell's panel and the menu (MUI) are chunks of their own, fetched when the pointer or the focus
 * reaches their button. The unread count comes with the community's module once the bell is there.
 */
export default observer(function AccountMenuButton({ shell, pathTo }: { shell: NetworkShellPresenter; pathTo: (networkPath: string) => string }) {
  const i18n = useI18n();
  const loadContentModule = useModuleLoader(PRESENTATION.LoadContentModule);
  const [AccountMenu] = useState(() => lazyThemed(() => Promise.all([import('./AccountMenu'), loadContentModule()]).then(([menu]) => menu)));
  const [NotificationsPopover] = useState(() => lazyThemed(() => Promise.all([import('./NotificationsPopover'), loadContentModule()]).then(([popover]) => popover)));
  // No MUI in it: it does not bring the theme's chunks with it.
  const [UnreadHint] = useState(() => lazy(() => Promise.all([import('./UnreadHint'), loadContentModule()]).then(([hint]) => hint)));
  const unreadId = useId();
  const [open, setOpen] = useState(false);
  const [bellOpen, setBellOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const member = shell.membership;
  if (!member) return null;
  const name = displayName(member);
  const preload = () => void AccountMenu.preload().catch(() => undefined);
  const preloadBell = () => void NotificationsPopover.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={bell}
        type="button"
        className="btn btn--text bell-button"
        aria-label={i18n.t('header.notifications')}
        aria-haspopup="dialog"
        aria-expanded={bellOpen}
        aria-describedby={unreadId}
        onClick={() => setBellOpen(!bellOpen)}
        onPointerEnter={preloadBell}
        onFocus={preloadBell}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={BELL} />
        </svg>
        <Suspense fallback={null}>
          <UnreadHint descriptionId={unreadId} />
        </Suspense>
      </button>
      {bellOpen && (
        <Suspense fallback={null}>
          <NotificationsPopover anchor={bell.current} pathTo={pathTo} onClose={() => setBellOpen(false)} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="btn btn--text account-button"
        aria-label={i18n.t('header.accountMenu')}
        title={name}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <MemberFace name={name} url={member.avatarUrl} className="account-button__initials" />
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

/** Material Symbols' "notifications" bell. */
const BELL = 'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.9 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z';
