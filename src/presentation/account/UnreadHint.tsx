import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { UnreadDot } from './UnreadDot';

/**
 * The account button's unread hint: the unread dot of the app's notification center, whose count is asked
 * for when the button comes and each time the window regains focus. A chunk of its own, with the community's module,
 * after the first screen: mounted apart from the header, it gets its presenter the way a dialog does.
 */
export default observer(function UnreadHint({ descriptionId }: { descriptionId: string }) {
  const center = usePresenter(PRESENTERS.NotificationCenter);
  useEffect(() => void center.refresh(), [center]);
  return <UnreadDot unread={center.unreadCount} descriptionId={descriptionId} />;
});
