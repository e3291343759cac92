import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useModuleLoader, usePresenter } from '../kit/Resolver';
import { PRESENTATION, PRESENTERS } from '../tokens';

/** Browsers driven by test automation say so; they are not asked (spec §4). */
const automated = () => typeof navigator !== 'undefined' && navigator.webdriver === true;

/**
 * Mounts the cookie popup (a lazy chunk, with the cookie module) while the controller says it shows,
 * and loads the module when the network's choice on record runs monitoring or its tag.
 */
export const CookieConsentHost = observer(function CookieConsentHost({ policyPath }: { policyPath: string }) {
  const controller = usePresenter(PRESENTERS.CookieConsentController);
  const loadCookieModule = useModuleLoader(PRESENTATION.LoadCookieModule);
  const [Popup] = useState(() =>
    // Not themed: the popup paints with the first-paint CSS (its details load MUI when opened).
    lazy(async () => {
      const [popup] = await Promise.all([import('./CookieConsentPopup'), loadCookieModule()]);
      return popup;
    }),
  );
  const resumes = controller.resumesOnVisit;
  useEffect(() => {
    if (resumes) void loadCookieModule();
  }, [resumes, loadCookieModule]);
  if (!controller.shows(automated())) return null;
  return (
    <Suspense fallback={null}>
      <Popup key={controller.generation} policyPath={policyPath} />
    </Suspense>
  );
});
