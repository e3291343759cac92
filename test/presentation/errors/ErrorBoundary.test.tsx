import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResolverProvider, type Resolver } from '../../../src/presentation/app/Resolver';
import { ErrorBoundary } from '../../../src/presentation/errors/ErrorBoundary';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { PRESENTATION } from '../../../src/presentation/tokens';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';

function resolverWith(i18n: I18n): Resolver {
  return { get: <T,>(token: symbol) => (token === PRESENTATION.I18n ? i18n : undefined) as T };
}

function Broken(): never {
  throw new Error('render fault');
}

describe('ErrorBoundary', () => {
  it('replaces a crashed screen with a way out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <ResolverProvider resolver={resolverWith(new I18n(new InMemoryCookieJar()))}>
        <ErrorBoundary onError={onError}>
          <Broken />
        </ErrorBoundary>
      </ResolverProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });
});
