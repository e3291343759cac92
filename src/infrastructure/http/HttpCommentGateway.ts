import type { CommentGateway } from '../../application/ports/CommentGateway';
import type { Monitoring } from '../../application/ports/Monitoring';
import type { Comment, Page } from '../../domain/content/Content';
import type { ApiClient } from './ApiClient';
import { dataOf, readAvatarUrl, readReaction } from './readers';
import { fieldsOf, listReaderOf, readArray, readId, readIsoDate, readNullable, readNumber, readString, type ListReader, type Reader } from './wire';

const commentPath = (commentId: string) => `/v2/comments/${encodeURIComponent(commentId)}`;
const commentsPath = (contentId: string) => `/v2/contents/${encodeURIComponent(contentId)}/comments`;

export const readComment: Reader<Comment> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    contentId: read('contentId', readId),
    body: read('body', readString),
    creatorId: read('creatorId', readId),
    creatorName: read('creatorName', readString),
    creatorAvatarUrl: read('creatorAvatarUrl', readAvatarUrl),
    createdAt: read('createdAt', readIsoDate),
    updatedAt: read('updatedAt', readNullable(readIsoDate)),
    reactions: read('reactions', readArray(readReaction)),
  };
};

export class HttpCommentGateway implements CommentGateway {
  private readonly readList: ListReader;

  constructor(
    private readonly api: ApiClient,
    monitoring: Pick<Monitoring, 'reportError'>,
  ) {
    this.readList = listReaderOf(monitoring);
  }

  async list(contentId: string, paging: { limit: number; offset: number }): Promise<Page<Comment>> {
    const answer = await this.api.get(commentsPath(contentId), paging);
    return { items: dataOf(answer, this.readList('comments', readComment)), total: readNumber(answer.metadata.total, 'metadata.total') };
  }

  async add(contentId: string, body: string): Promise<Comment> {
    return dataOf(await this.api.post(commentsPath(contentId), { body }), readComment);
  }

  async edit(commentId: string, body: string): Promise<Comment> {
    return dataOf(await this.api.patch(commentPath(commentId), { body }), readComment);
  }

  async remove(commentId: string): Promise<void> {
    await this.api.delete(commentPath(commentId));
  }
}
