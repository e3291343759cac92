import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import { lazyThemed } from '../theme/lazyThemed';
import type { AuthController } from './AuthController';

/**
 * Loads the authentication modal's chunk (and its services) the first time someone is about to open
 * it (pointer over or focus on a sign-in button), or at the latest when they do.
 */
export const AuthDialogHost = observer(function AuthDialogHost({ pathTo }: { pathTo: (path: string) => string }) {
  const controller = useService<AuthController>(PRESENTATION.AuthController);
  const loadAuthModule = useService<() => Promise<void>>(PRESENTATION.LoadAuthModule);
  const [AuthDialog] = useState(() =>
    lazyThemed(async () => {
      const [dialog] = await Promise.all([import('./AuthDialog'), loadAuthModule()]);
      return dialog;
    }),
  );
  const expected = controller.expected;
  useEffect(() => {
    if (expected) void AuthDialog.preload().catch(() => undefined); // opening retries and reports
  }, [expected, AuthDialog]);
  if (!controller.request) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={controller.generation} request={controller.request} pathTo={pathTo} />
    </Suspense>
  );
});
