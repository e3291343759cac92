import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResolverProvider } from '../../../src/presentation/app/Resolver';
import { AppRoutes } from '../../../src/presentation/app/routes';
import { NETWORK_PATHS } from '../../../src/domain/navigation/NetworkPaths';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { memoryApp } from '../memoryApp';

const network = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });

function renderAt(path: string, hostSlug: string | null) {
  const app = memoryApp({ networks: [network], contents: [sampleContent({ title: 'Sunday long run' })] });
  render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes hostSlug={hostSlug} />
      </MemoryRouter>
    </ResolverProvider>,
  );
  return app;
}

describe('routes', () => {
  it('serves a network under its slug', async () => {
    renderAt('/runners', null);
    expect(await screen.findByText('Sunday long run')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Harbour Runners');
  });

  it('on a host mapped to a network, serves that network at / without a slug (spec §2)', async () => {
    const app = renderAt('/', 'runners');
    expect(await screen.findByText('Sunday long run')).toBeInTheDocument();
    expect(app.networks.callsOf('bySlug')).toEqual([['runners']]);
  });

  it('on a mapped host, an unknown path is a page of that network', async () => {
    renderAt('/no-such-page', 'runners');
    expect(await screen.findByRole('heading', { name: 'This page does not exist.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the network' })).toHaveAttribute('href', '/');
  });

  it('an unknown slug offers the list of networks', async () => {
    renderAt('/no-such-network', null);
    expect(await screen.findByRole('heading', { name: 'Network not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all networks' })).toHaveAttribute('href', '/');
  });

  it('on a host mapped to an unknown network, there is no landing page to offer', async () => {
    renderAt('/', 'no-such-network');
    expect(await screen.findByRole('heading', { name: 'Network not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all networks' })).toBeNull();
  });

  it('under a slug, links keep the slug', async () => {
    renderAt('/runners/no-such-page', null);
    expect(await screen.findByRole('link', { name: 'Back to the network' })).toHaveAttribute('href', '/runners');
  });
});

describe('routes from the path table', () => {
  it.each([
    NETWORK_PATHS.terms,
    NETWORK_PATHS.termsPrivacyPolicy,
    NETWORK_PATHS.termsCodeOfConduct,
    NETWORK_PATHS.termsCookiePolicy,
    NETWORK_PATHS.privacyPolicy,
    NETWORK_PATHS.codeOfConduct,
    NETWORK_PATHS.cookiePolicy,
    NETWORK_PATHS.subscribe,
    NETWORK_PATHS.paywall,
  ])('serves %s under the slug with its own page', async (path) => {
    renderAt(`/runners${path}`, null);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(heading).not.toHaveTextContent('This page does not exist.');
  });
});
