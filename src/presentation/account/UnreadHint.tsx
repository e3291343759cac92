import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { UnreadBadge } from './UnreadBadge';

/**
 * The bell's unread count (the app's notification center's), asked for when the bell comes and each time the window
 * regains focus. A chunk of its own, with the community's module,
 * after the first screen: mounted apart from the header, it gets its presenter the way a dialog does.
 */
export default observer(function UnreadHint({ descriptionId }: { descriptionId: string }) {
  const center = usePresenter(PRESENTERS.NotificationCenter);
  useEffect(() => void center.refresh(), [center]);
  return <UnreadBadge unread={center.unreadCount} descriptionId={descriptionId} />;
});
