import { Suspense, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/Resolver';
import { PRESENTATION } from '../tokens';
import { lazyThemed } from '../theme/lazyThemed';
import type { ProfileFlowSlot } from './ProfileFlowSlot';

/** Loads the after-login dialogs' chunk (and their services) the first time one of them opens. */
export const ProfileFlowHost = observer(function ProfileFlowHost() {
  const controller = useService<ProfileFlowSlot>(PRESENTATION.ProfileFlowSlot);
  const loadProfileModule = useService<() => Promise<void>>(PRESENTATION.LoadProfileModule);
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
