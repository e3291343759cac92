// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResolverProvider, usePresenter, type Resolver } from '../../../src/presentation/app/Resolver';
import type { PresenterToken } from '../../../src/presentation/tokens';

class Recorder {
  readonly calls: string[] = [];
  mount(): () => void {
    this.calls.push('mount');
    return () => this.calls.push('unmount');
  }
}

const RECORDER = Symbol.for('test.Recorder') as PresenterToken<Recorder, [name: string]>;

function Screen({ onPresenter }: { onPresenter: (presenter: Recorder) => void }) {
  const presenter = usePresenter(RECORDER, 'screen');
  onPresenter(presenter);
  return null;
}

function renderScreen() {
  const made: string[] = [];
  const resolver: Resolver = { get: <T,>() => ((name: string) => (made.push(name), new Recorder())) as T };
  const seen = new Set<Recorder>();
  const screen = <Screen onPresenter={(presenter) => seen.add(presenter)} />;
  const view = render(<ResolverProvider resolver={resolver}>{screen}</ResolverProvider>);
  return { view, seen, made };
}

describe('usePresenter', () => {
  it('makes the presenter from the bound factory with the screen’s arguments, mounts it with the screen and unmounts it with it', () => {
    const { view, seen, made } = renderScreen();
    const [presenter] = [...seen];
    expect(made).toEqual(['screen']);
    expect(presenter?.calls).toEqual(['mount']);
    view.rerender(<ResolverProvider resolver={{ get: () => { throw new Error('not asked again'); } }}>{null}</ResolverProvider>);
    expect(presenter?.calls).toEqual(['mount', 'unmount']);
  });
});
