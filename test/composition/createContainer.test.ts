import { describe, expect, it } from 'vitest';
import { RESTORE_SESSION } from '../../src/application/usecases/RestoreSession';
import { DELETE_MY_ACCOUNT } from '../../src/application/usecases/account/DeleteMyAccount';
import { bindPagesModule } from '../../src/composition/pagesModule';
import { sampleMembership, sampleNetwork } from '../../src/infrastructure/memory/samples';
import { PRESENTERS } from '../../src/presentation/tokens';
import { memoryApp } from '../presentation/memoryApp';

const network = sampleNetwork({ id: 'net-1', slug: 'runners' });

describe('createContainer: QA swaps one use case by its token', () => {
  it('the network shell runs the RestoreSession bound in its place', async () => {
    const member = sampleMembership({ networkId: 'net-1', firstName: 'Scripted' });
    const calls: string[] = [];
    const app = memoryApp({ networks: [network], overrides: { [RESTORE_SESSION]: { execute: async () => (calls.push('restore'), member) } } });
    const shell = app.presenter(PRESENTERS.NetworkShell);

    await shell.networkRequested('runners');

    expect(calls).toEqual(['restore']);
    expect(shell.status).toBe('ready');
  });

  it('a lazy module keeps a use case bound before it loads: the delete-my-account screen uses the replacement', async () => {
    const calls: string[] = [];
    const app = memoryApp({ networks: [network], overrides: { [DELETE_MY_ACCOUNT]: { execute: async () => void calls.push('delete') } } });
    bindPagesModule(app.container);
    const page = app.presenter(PRESENTERS.DeleteMyAccount);

    page.confirmationToggled(true);
    await page.deleteClicked();

    expect(calls).toEqual(['delete']);
  });
});
