// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResolverProvider } from '../../../src/presentation/kit/Resolver';
import { AppRoutes } from '../../../src/presentation/app/routes';
import { PRESENTATION } from '../../../src/presentation/tokens';
import { AUTH_PAGE_LATEST_OPENING_MS } from '../../../src/presentation/auth/AuthPages';
import type { AuthController } from '../../../src/presentation/auth/AuthController';
import type { Content } from '../../../src/domain/content/Content';
import { sampleContent, sampleNetwork } from '../../../src/infrastructure/memory/samples';
import { memoryApp } from '../memoryApp';

const network = sampleNetwork({ slug: 'runners', name: 'Harbour Runners' });

function renderAt(path: string, contents: Content[]) {
  const app = memoryApp({ networks: [network], contents });
  render(
    <ResolverProvider resolver={app.container}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes hostSlug={null} />
      </MemoryRouter>
    </ResolverProvider>,
  );
  return app.get<AuthController>(PRESENTATION.AuthController);
}

describe('the auth pages open their modal over the home once its first screen is there', () => {
  afterEach(() => vi.useRealTimers());

  it('/login waits for the list and its lead cover (loaded or failed), then asks for the sign-in modal', async () => {
    const controller = renderAt('/runners/login', [sampleContent({ title: 'Sunday long run', cover: '/demo/cover.svg' })]);
    expect(await screen.findByText('Sunday long run')).toBeInTheDocument();
    expect(controller.isOpen).toBe(false);
    fireEvent.load(document.querySelector('img.card__cover')!);
    // After the frame that paints it.
    expect(controller.isOpen).toBe(false);
    await vi.waitFor(() => expect(controller.request).toMatchObject({ mode: 'sign-in' }));
  });

  it('/register opens as soon as the list is there when no cover leads it', async () => {
    const controller = renderAt('/runners/register', [sampleContent({ title: 'Sunday long run', cover: null })]);
    expect(await screen.findByText('Sunday long run')).toBeInTheDocument();
    await vi.waitFor(() => expect(controller.request).toMatchObject({ mode: 'sign-up' }));
  });

  it('a cover that never arrives does not keep the modal away longer than the latest opening time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = renderAt('/runners/login', [sampleContent({ title: 'Sunday long run', cover: '/demo/slow.svg' })]);
    // The memory back end answers in microtasks, and the page's chunks load as I/O: let both run without moving the
    // faked clock (setImmediate is not faked), however busy the machine.
    for (let turn = 0; turn < 500 && !screen.queryByText('Sunday long run'); turn++) await act(async () => new Promise((resolve) => setImmediate(resolve)));
    expect(screen.getByText('Sunday long run')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(AUTH_PAGE_LATEST_OPENING_MS - 1));
    expect(controller.isOpen).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(controller.request).toMatchObject({ mode: 'sign-in' });
  });
});
