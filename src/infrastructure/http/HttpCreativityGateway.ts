import type { CreativityGateway } from '../../application/ports/CreativityGateway';
import type { Creativity } from '../../domain/ads/Creativity';
import type { ApiClient } from './ApiClient';
import { dataOf } from './readers';
import { readCreativity } from './creativityReaders';
import { readNullable } from './wire';

export class HttpCreativityGateway implements CreativityGateway {
  constructor(private readonly api: ApiClient) {}

  async banner(): Promise<Creativity | null> {
    return dataOf(await this.api.get('/v2/creativity/banner'), readNullable(readCreativity));
  }

  async welcome(): Promise<Creativity | null> {
    return dataOf(await this.api.get('/v1/creativity/welcome'), readNullable(readCreativity));
  }
}
