import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import type { AuthController } from './AuthController';

const AuthDialog = lazy(() => import('./AuthDialog'));

/** Loads the authentication modal's chunk the first time someone opens it. */
export const AuthDialogHost = observer(function AuthDialogHost() {
  const controller = useService<AuthController>(PRESENTATION.AuthController);
  if (!controller.request) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog key={controller.generation} request={controller.request} />
    </Suspense>
  );
});
