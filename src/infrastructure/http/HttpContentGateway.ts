import type { ContentGateway } from '../../application/ports/ContentGateway';
import type { Comment, Content, ContentDraft } from '../../domain/content/Content';
import type { ApiClient } from './ApiClient';
import { readComment } from './commentReaders';
import { dataOf, readContent } from './readers';
import { readArray } from './wire';

export class HttpContentGateway implements ContentGateway {
  constructor(private readonly api: ApiClient) {}

  async create(draft: ContentDraft): Promise<Content> {
    return dataOf(await this.api.post('/v2/contents', draft), readContent);
  }

  async update(contentId: string, draft: Partial<ContentDraft>): Promise<Content> {
    return dataOf(await this.api.patch(`/v2/contents/${encodeURIComponent(contentId)}`, draft), readContent);
  }

  async remove(contentId: string): Promise<void> {
    await this.api.delete(`/v2/contents/${encodeURIComponent(contentId)}`);
  }

  async comments(contentId: string): Promise<Comment[]> {
    return dataOf(await this.api.get(`/v2/contents/${encodeURIComponent(contentId)}/comments`), readArray(readComment));
  }

  async addComment(contentId: string, body: string): Promise<Comment> {
    return dataOf(await this.api.post(`/v2/contents/${encodeURIComponent(contentId)}/comments`, { body }), readComment);
  }

  async editComment(commentId: string, body: string): Promise<Comment> {
    return dataOf(await this.api.patch(`/v2/comments/${encodeURIComponent(commentId)}`, { body }), readComment);
  }

  async removeComment(commentId: string): Promise<void> {
    await this.api.delete(`/v2/comments/${encodeURIComponent(commentId)}`);
  }
}
