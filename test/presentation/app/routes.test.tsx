// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
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
    expect(document.title).toBe('Network not found');
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
  // Each page's words come from its catalogue, which the module its route loads registers first.
  it.each([
    [NETWORK_PATHS.terms, 'Terms and policies'],
    [NETWORK_PATHS.termsPrivacyPolicy, 'Privacy policy'],
    [NETWORK_PATHS.termsCodeOfConduct, 'Code of conduct'],
    [NETWORK_PATHS.termsCookiePolicy, 'Cookie policy'],
    [NETWORK_PATHS.privacyPolicy, 'Privacy policy'],
    [NETWORK_PATHS.codeOfConduct, 'Code of conduct'],
    [NETWORK_PATHS.cookiePolicy, 'Cookie policy'],
    [NETWORK_PATHS.subscribe, 'Subscribe to Harbour Runners'],
    [NETWORK_PATHS.paywall, 'Unlock Harbour Runners'],
  ])('serves %s under the slug with its own page, in words: “%s”', async (path, title) => {
    renderAt(`/runners${path}`, null);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).toHaveTextContent(title);
  });

  it('going from one policy to another shows the other, and a page seen before shows at once', async () => {
    renderAt(`/runners${NETWORK_PATHS.terms}`, null);
    const main = await screen.findByRole('main', {}, { timeout: 5_000 });
    await userEvent.click(within(main).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '← All terms and policies' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and policies' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('serves the landing page at / with its words', async () => {
    renderAt('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community networks' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
