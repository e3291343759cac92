// @vitest-environment jsdom
import { lazy, Suspense, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryBoundary } from '../../../src/presentation/widgets/RetryBoundary';

function Form() {
  return <p>The form</p>;
}

describe('RetryBoundary', () => {
  it('shows its failure in place of a lazy part that could not load, and a new copy of the part on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let attempts = 0;
    const make = () => lazy(async () => (++attempts === 1 ? Promise.reject(new Error('offline')) : { default: Form }));
    function Screen() {
      const [Part, setPart] = useState(make);
      return (
        <>
          <h1>The page stays</h1>
          <RetryBoundary onRetry={() => setPart(make)} failed={(retry) => <button type="button" onClick={retry}>Try again</button>}>
            <Suspense fallback={<p>Loading…</p>}>
              <Part />
            </Suspense>
          </RetryBoundary>
        </>
      );
    }
    render(<Screen />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page stays' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
