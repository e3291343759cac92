// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { usePageTitle, type NetworkOutletContext } from '../../../src/presentation/kit/NetworkContext';
import type { NetworkShellPresenter } from '../../../src/presentation/shell/NetworkShellPresenter';

function titled(shell: { network: { name: string } | null }, page: string | null) {
  const context = { shell: shell as unknown as NetworkShellPresenter, pathTo: (path: string) => path } satisfies NetworkOutletContext;
  const Page = observer(function Page() {
    usePageTitle(page);
    return null;
  });
  return render(
    <MemoryRouter>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route index element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('usePageTitle', () => {
  it('names the tab "Page · Network", and follows the network’s name', () => {
    const shell = observable({ network: { name: 'Harbour Runners' } as { name: string } | null });
    titled(shell, 'Notifications');
    expect(document.title).toBe('Notifications · Harbour Runners');
    act(() => runInAction(() => (shell.network = { name: 'Porto Runners' })));
    expect(document.title).toBe('Notifications · Porto Runners');
  });

  it('is the network’s name alone for its home', () => {
    titled({ network: { name: 'Green Table' } }, null);
    expect(document.title).toBe('Green Table');
  });
});
