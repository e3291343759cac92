// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NewPageAtTop } from '../../../src/presentation/app/NewPageAtTop';

function app() {
  const router = createMemoryRouter([{ path: '*', element: <NewPageAtTop /> }], { initialEntries: ['/harbour-runners/settings'] });
  render(<RouterProvider router={router} />);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return { router, scrollTo };
}

describe('NewPageAtTop', () => {
  it('opens a page reached by a link or a redirect at its top', async () => {
    const { router, scrollTo } = app();
    await act(() => router.navigate('/harbour-runners/notification-preferences'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/harbour-runners', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the place to the browser on back and forward, and keeps it when only the query changes', async () => {
    const { router, scrollTo } = app();
    await act(() => router.navigate('/harbour-runners/notification-preferences'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/harbour-runners/settings');
    await act(() => router.navigate('/harbour-runners/settings?tab=profile'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
