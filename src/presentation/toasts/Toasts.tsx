import { Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { usePresenter } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { lazyThemed } from '../theme/lazyThemed';

const ToastHost = lazyThemed(() => import('./ToastHost'));

/**
 * Mounts the toast host when the first toast is waiting, and keeps it: notistack and MUI stay out of
 * the JavaScript a visitor needs to see the page, and out of the work done while it loads.
 */
export const Toasts = observer(function Toasts() {
  const center = usePresenter(PRESENTERS.ToastCenter);
  const [needed, setNeeded] = useState(false);
  if (!needed && center.pending.length > 0) setNeeded(true);
  if (!needed && center.pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost center={center} />
    </Suspense>
  );
});
