// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORK_IDS } from '../../../src/infrastructure/fake-api';
import { HttpCustomFieldGateway } from '../../../src/infrastructure/http/HttpCustomFieldGateway';
import { serveFakeApi } from './fakeApi';

const api = serveFakeApi();
const gateway = () => new HttpCustomFieldGateway(api.client);

describe('HttpCustomFieldGateway', () => {
  it('lists the custom fields of a network', async () => {
    await api.enter('atelier-ceramica');

    await expect(gateway().customFields(NETWORK_IDS.atelier)).resolves.toEqual([
      { id: 'cf-atelier-experience', field: 'How long have you been working with clay?', isRequired: true },
      { id: 'cf-atelier-kiln', field: 'Do you have access to a kiln at home?', isRequired: false },
    ]);
  });
});
