import { startTransition, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useModuleLoader, usePresenter } from '../kit/Resolver';
import { PRESENTATION, PRESENTERS } from '../tokens';
import { lazyReady } from '../kit/lazyReady';

/**
 * Loads the authentication modal's chunk (and its services) the first time someone is about to open
 * it (a guest started using the page, or a pointer or focus is on a sign-in button), or at the latest
 * when they do. The modal is rendered once its code is here, so it never suspends: React would show a
 * suspended dialog no sooner than 300 ms after its (empty) fallback. Only a failed download goes
 * through Suspense, which tries again and reports.
 */
export const AuthDialogHost = observer(function AuthDialogHost({ pathTo }: { pathTo: (path: string) => string }) {
  const controller = usePresenter(PRESENTERS.AuthController);
  const loadAuthModule = useModuleLoader(PRESENTATION.LoadAuthModule);
  // The modal's frame and first steps need neither MUI nor its theme (AuthDialog): its chunk and the sign-in
  // services are all it waits for.
  const [AuthDialog] = useState(() =>
    lazyReady(async () => {
      const [dialog] = await Promise.all([import('./AuthDialog'), loadAuthModule()]);
      return dialog;
    }),
  );
  const [code, setCode] = useState<'loading' | 'loaded' | 'failed'>(() => (AuthDialog.isLoaded() ? 'loaded' : 'loading'));
  const wanted = controller.expected || controller.isOpen;
  useEffect(() => {
    if (!wanted || code === 'loaded') return;
    let current = true;
    AuthDialog.preload().then(
      // A transition: a dialog waiting for its code (the auth pages) renders in slices, not one long task.
      () => current && startTransition(() => setCode('loaded')),
      () => current && setCode('failed'),
    );
    return () => {
      current = false;
    };
  }, [wanted, code, AuthDialog]);
  if (!controller.request || code === 'loading') return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={controller.generation} request={controller.request} pathTo={pathTo} />
    </Suspense>
  );
});
