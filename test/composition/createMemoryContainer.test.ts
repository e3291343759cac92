import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXCHANGE_GATEWAY,
  DEVICE_IDENTITY,
  EMAIL_ACCOUNT_GATEWAY,
  LOCAL_STORE,
  networkKey,
  PHONE_CODE_GATEWAY,
  PROVIDER_SIGN_IN_GATEWAY,
  SESSION_END_GATEWAY,
  SESSION_STORE,
  STORAGE_KEYS,
  type KeyValueStore,
} from '../../src/application/ports';
import { USER_TRACE_REGISTRY, type UserTraceRegistry } from '../../src/application/session/UserTraceRegistry';
import { AUTH_ADAPTER } from '../../src/composition/authAdapterToken';
import { InMemoryAuthGateway } from '../../src/infrastructure/memory/InMemoryAuthGateway';
import { createMemoryContainer } from '../../src/composition/createMemoryContainer';
import { InMemoryDeviceIdentity } from '../../src/infrastructure/memory/InMemoryDeviceIdentity';
import { PICTURE_RESIZER } from '../../src/application/ports/PictureResizer';
import { PICTURE_UPLOADER } from '../../src/application/ports/PictureUploader';
import { bindPictures } from '../../src/composition/picturesModule';
import { InMemoryPictureResizer } from '../../src/infrastructure/memory/InMemoryPictureResizer';
import { InMemoryPictureUploader } from '../../src/infrastructure/memory/InMemoryPictureUploader';

describe('the device identity of the memory container', () => {
  it('the memory profile has an in-memory one, which a test may replace', () => {
    expect(createMemoryContainer().get(DEVICE_IDENTITY)).toBeInstanceOf(InMemoryDeviceIdentity);
    const mine = new InMemoryDeviceIdentity('device-of-this-test');
    expect(createMemoryContainer({ [DEVICE_IDENTITY]: mine }).get(DEVICE_IDENTITY)).toBe(mine);
  });
});

describe('the pictures of the memory container', () => {
  it('are made ready without a canvas and sent by an uploader the test moves, also once the content module has bound its own', () => {
    const container = createMemoryContainer();
    bindPictures(container);
    expect(container.get(PICTURE_RESIZER)).toBeInstanceOf(InMemoryPictureResizer);
    expect(container.get(PICTURE_UPLOADER)).toBeInstanceOf(InMemoryPictureUploader);
  });
});

describe('the auth role ports of the memory container', () => {
  const roles = [EMAIL_ACCOUNT_GATEWAY, ACCOUNT_EXCHANGE_GATEWAY, PHONE_CODE_GATEWAY, PROVIDER_SIGN_IN_GATEWAY, SESSION_END_GATEWAY];

  it('are one adapter, which a test replaces for every role at once by AUTH_ADAPTER', () => {
    const auth = new InMemoryAuthGateway();
    const container = createMemoryContainer({ [AUTH_ADAPTER]: auth });
    expect(roles.map((role) => container.get(role))).toEqual(roles.map(() => auth));
  });

  it('or one role by its own token, leaving the others to the adapter', () => {
    const phone = new InMemoryAuthGateway();
    const container = createMemoryContainer({ [PHONE_CODE_GATEWAY]: phone });
    expect(container.get(PHONE_CODE_GATEWAY)).toBe(phone);
    expect(container.get(EMAIL_ACCOUNT_GATEWAY)).toBeInstanceOf(InMemoryAuthGateway);
    expect(container.get(EMAIL_ACCOUNT_GATEWAY)).not.toBe(phone);
    expect(container.get(SESSION_END_GATEWAY)).toBe(container.get(EMAIL_ACCOUNT_GATEWAY));
  });
});

describe('what Logout forgets in the memory container', () => {
  it("is every feature's traces on the network logged out of, registered by the composition root", () => {
    const container = createMemoryContainer();
    const local = container.get<KeyValueStore>(LOCAL_STORE);
    const sessionStore = container.get<KeyValueStore>(SESSION_STORE);
    local.set(`${networkKey(STORAGE_KEYS.chatDraftPrefix, 'net-1')}:conversation-1`, 'half a message');
    local.set(`${networkKey(STORAGE_KEYS.surveyDraftPrefix, 'net-2')}:mem-2:survey-9`, { step: 0 });
    sessionStore.set(networkKey(STORAGE_KEYS.consentStep, 'net-1'), { step: 'profiling' });

    container.get<UserTraceRegistry>(USER_TRACE_REGISTRY).forgetAll('net-1');

    expect(local.keys('')).toEqual(['survey-draft:net-2:mem-2:survey-9']);
    expect(sessionStore.keys('')).toEqual([]);
  });
});
