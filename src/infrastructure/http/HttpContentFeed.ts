import type { ContentFeed, FeedQuery } from '../../application/ports/ContentFeed';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Content, Page } from '../../domain/content/Content';
import type { ApiClient } from './ApiClient';
import { dataOf, readContent } from './readers';
import { listReaderOf, readNumber, skippedOf, type ListReader } from './wire';

export class HttpContentFeed implements ContentFeed {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async list(query: FeedQuery): Promise<Page<Content>> {
    const answer = await this.api.get('/v2/contents', { ...query });
    const items = dataOf(answer, this.readList('contents', readContent));
    return { items, total: readNumber(answer.metadata.total, 'metadata.total'), skipped: skippedOf(answer.data, items) };
  }
}
