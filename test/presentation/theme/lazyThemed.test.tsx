// @vitest-environment jsdom
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyThemed } from '../../../src/presentation/theme/lazyThemed';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyThemed', () => {
  it('renders the screen with its props once it and the theme are loaded', async () => {
    const Lazy = lazyThemed(async () => ({ default: Greeting }));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('preload starts the one download that rendering later waits for', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyThemed(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, renders in the same render, never showing its fallback (React reveals a suspended boundary 300 ms late)', async () => {
    const Lazy = lazyThemed(async () => ({ default: Greeting }));
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('a failed download is tried again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const Lazy = lazyThemed(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
