import { Suspense, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useModuleLoader, usePresenter } from '../kit/Resolver';
import { PRESENTATION, PRESENTERS } from '../tokens';
import { lazyThemed } from '../theme/lazyThemed';

/** Loads the after-login dialogs' chunk (and their services) the first time one of them opens. */
export const ProfileFlowHost = observer(function ProfileFlowHost() {
  const controller = usePresenter(PRESENTERS.ProfileFlowSlot);
  const loadProfileModule = useModuleLoader(PRESENTATION.LoadProfileModule);
  const [dialogs] = useState(() => {
    const withModule = (load: () => Promise<{ default: ComponentType }>) =>
      lazyThemed(async () => {
        const [dialog] = await Promise.all([load(), loadProfileModule()]);
        return dialog;
      });
    return {
      completeProfile: withModule(() => import('./CompleteProfileDialog')),
      consent: withModule(() => import('./ConsentDialog')),
    };
  });
  if (controller.stage === 'idle') return null;
  const Dialog = dialogs[controller.stage];
  return (
    <Suspense fallback={null}>
      <Dialog key={`${controller.stage}-${controller.generation}`} />
    </Suspense>
  );
});
