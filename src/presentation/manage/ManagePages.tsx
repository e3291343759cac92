import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import type { ManageSectionKey } from '../../domain/navigation/ManageSections';
import { usePresenter } from '../kit/Resolver';
import { Waiting } from '../widgets/Waiting';
import { PageNotFound } from '../widgets/PageNotFound';
import { lazyThemed } from '../theme/lazyThemed';
import { PRESENTERS } from '../tokens';
import { ManageCouponsPage } from '../coupons';
import { ChatAdminPage } from './ChatAdminPage';
import { ManageFrame } from './ManageFrame';
import { ManageHomePage } from './ManageHomePage';
import { ModerationPage } from './ModerationPage';
import { NotificationComposerPage } from './NotificationComposerPage';

/**
 * The manager area's pages, one chunk with its composition module (manageModule); the engagement
 * dashboard is a chunk of its own, since only it needs the charts and date pickers (MUI X, about 100 KB gzip).
 */
const EngagementPage = lazyThemed(() => import('./EngagementPage').then((module) => ({ default: module.EngagementPage })));

const SECTION_PAGES: Record<ManageSectionKey, ComponentType<{ networkName: string }>> = {
  engagement: EngagementPage,
  moderation: ModerationPage,
  notifications: NotificationComposerPage,
  coupons: ManageCouponsPage,
  chat: ChatAdminPage,
};

/** `/:slug/manage`: the area's index, in its frame (which refuses anyone but a network manager). */
export const ManageHomeRoute = observer(function ManageHomeRoute() {
  const area = usePresenter(PRESENTERS.ManageArea);
  return (
    <ManageFrame area={area} current={null}>
      {area.gate === 'manager' && <ManageHomePage area={area} />}
    </ManageFrame>
  );
});

/**
 * `/:slug/manage/:section`: the section's page in the area's frame; a section page (and its presenter, with its
 * requests) exists for managers only. A section this network's area does not have is not found.
 */
export const ManageSectionRoute = observer(function ManageSectionRoute() {
  const { section } = useParams();
  const area = usePresenter(PRESENTERS.ManageArea);
  if (!area.has(section)) return <PageNotFound />;
  const Page = SECTION_PAGES[section];
  return (
    <ManageFrame area={area} current={section}>
      {area.gate === 'manager' && (
        <Waiting>
          <Page key={section} networkName={area.networkName} />
        </Waiting>
      )}
    </ManageFrame>
  );
});
