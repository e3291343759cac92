// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { ResolverProvider, useI18n, usePresenter, type Resolver } from '../../../src/presentation/kit/Resolver';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { PRESENTATION, type PresenterToken } from '../../../src/presentation/tokens';

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

describe('useI18n', () => {
  it('gives every view the one I18n bound in the container', () => {
    const i18n = new I18n(new InMemoryCookieJar());
    const asked: symbol[] = [];
    const resolver: Resolver = { get: <T,>(token: symbol) => (asked.push(token), i18n as T) };
    const seen = new Set<I18n>();
    function Leaf({ onI18n }: { onI18n: (strings: I18n) => void }) {
      onI18n(useI18n());
      return null;
    }
    render(
      <ResolverProvider resolver={resolver}>
        <Leaf onI18n={(strings) => seen.add(strings)} />
      </ResolverProvider>,
    );
    expect([...seen]).toEqual([i18n]);
    expect(asked).toEqual([PRESENTATION.I18n]);
  });
});
