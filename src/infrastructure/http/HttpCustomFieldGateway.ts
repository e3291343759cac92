import type { CustomFieldGateway } from '../../application/ports/CustomFieldGateway';
import type { CustomFieldDefinition } from '../../domain/network/NetworkCustomization';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { fieldsOf, readArray, readBoolean, readId, readString, type Reader } from './wire';

const readCustomField: Reader<CustomFieldDefinition> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), field: read('field', readString), isRequired: read('isRequired', readBoolean) };
};

export class HttpCustomFieldGateway implements CustomFieldGateway {
  constructor(private readonly api: ApiClient) {}

  async customFields(networkId: string): Promise<CustomFieldDefinition[]> {
    const answer = await this.api.get(`/v2/networks/${encodeURIComponent(networkId)}/custom-fields`);
    return dataOf(answer, readArray(readCustomField));
  }
}
