import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import type { AuthController } from './AuthController';

/** Loads the authentication modal's chunk (and its services) the first time someone opens it. */
export const AuthDialogHost = observer(function AuthDialogHost({ pathTo }: { pathTo: (path: string) => string }) {
  const controller = useService<AuthController>(PRESENTATION.AuthController);
  const loadAuthModule = useService<() => Promise<void>>(PRESENTATION.LoadAuthModule);
  const [AuthDialog] = useState(() =>
    lazy(async () => {
      const [dialog] = await Promise.all([import('./AuthDialog'), loadAuthModule()]);
      return dialog;
    }),
  );
  if (!controller.request) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={controller.generation} request={controller.request} pathTo={pathTo} />
    </Suspense>
  );
});
