import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Content } from '../../../src/domain/content/Content';
import type { NetworkCustomization } from '../../../src/domain/network/NetworkCustomization';
import { AppRoutes } from '../../../src/presentation/app/routes';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { memoryApp } from '../memoryApp';

/** The app's routes at `path`, in the memory app, for a guest of `network`, which has `contents`. */
export function renderAppAt(path: string, { network, contents }: { network: NetworkCustomization; contents: Content[] }) {
  const app = memoryApp({ networks: [network], contents });
  render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes hostSlug={null} />
      </MemoryRouter>
    </ResolverProvider>,
  );
  return app;
}
