// @vitest-environment jsdom
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWithModule } from '../../../src/presentation/kit/lazyWithModule';

const view = () => Promise.resolve({ default: () => <p>The view</p> });

describe('lazyWithModule', () => {
  it('makes one lazy view per module loader, so a view found again in the same app renders at once', () => {
    const loadModule = () => Promise.resolve();
    const otherContainersLoader = () => Promise.resolve();
    expect(lazyWithModule(view, loadModule)).toBe(lazyWithModule(view, loadModule));
    expect(lazyWithModule(view, otherContainersLoader)).not.toBe(lazyWithModule(view, loadModule));
  });

  it('shows the view once its code and its module are both loaded', async () => {
    const loaded: string[] = [];
    let moduleLoaded = () => undefined as void;
    const loadModule = () => new Promise<void>((resolve) => (moduleLoaded = () => (loaded.push('module'), resolve())));
    const View = lazyWithModule(view, loadModule);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('Loading')).toBeTruthy();
    moduleLoaded();
    expect(await screen.findByText('The view')).toBeTruthy();
    expect(loaded).toEqual(['module']);
  });
});
