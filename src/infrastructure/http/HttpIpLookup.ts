import type { IpLookup } from '../../application/ports/IpLookup';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readRecord, readString } from './wire';

export class HttpIpLookup implements IpLookup {
  constructor(private readonly api: ApiClient) {}

  async ipCountry(): Promise<string> {
    const data = dataOf(await this.api.get('/v2/ip-lookup'), readRecord);
    return readString(data.countryCode, 'data.countryCode');
  }
}
