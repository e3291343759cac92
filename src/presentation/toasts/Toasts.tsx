import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NOTIFIER } from '../../application/ports/Notifier';
import { useService } from '../app/Resolver';
import type { ToastCenter } from './ToastCenter';

const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Mounts the toast host when the browser is idle after the first render, or at once when a toast
 * is waiting: notistack stays out of the JavaScript a visitor needs to see the page.
 */
export const Toasts = observer(function Toasts() {
  const center = useService<ToastCenter>(NOTIFIER);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(markIdle, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(markIdle, 1500);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && center.pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost center={center} />
    </Suspense>
  );
});
