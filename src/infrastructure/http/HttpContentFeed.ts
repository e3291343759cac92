import type { ContentFeed, FeedQuery } from '../../application/ports/ContentFeed';
import type { Content, Page } from '../../domain/content/Content';
import type { ApiClient } from './ApiClient';
import { dataOf, readContent } from './readers';
import { readArray, readNumber } from './wire';

export class HttpContentFeed implements ContentFeed {
  constructor(private readonly api: ApiClient) {}

  async list(query: FeedQuery): Promise<Page<Content>> {
    const answer = await this.api.get('/v2/contents', { ...query });
    return { items: dataOf(answer, readArray(readContent)), total: readNumber(answer.metadata.total, 'metadata.total') };
  }
}
