// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/presentation/errors/ErrorBoundary';
import { I18n } from '../../../src/presentation/i18n/I18n';
import { InMemoryCookieJar } from '../../../src/infrastructure/memory/InMemoryCookieJar';
import { withI18n } from '../app/withI18n';

function Broken(): never {
  throw new Error('render fault');
}

describe('ErrorBoundary', () => {
  it('replaces a crashed screen with a way out', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      withI18n(
        new I18n(new InMemoryCookieJar()),
        <ErrorBoundary onError={onError}>
          <Broken />
        </ErrorBoundary>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });
});
