import type { ContentGateway } from '../../application/ports/ContentGateway';
import type { Content, ContentDraft } from '../../domain/content/Content';
import type { ApiClient } from './ApiClient';
import { dataOf, readContent } from './readers';

const contentPath = (contentId: string) => `/v2/contents/${encodeURIComponent(contentId)}`;

export class HttpContentGateway implements ContentGateway {
  constructor(private readonly api: ApiClient) {}

  async get(contentId: string): Promise<Content> {
    return dataOf(await this.api.get(contentPath(contentId)), readContent);
  }

  async create(draft: ContentDraft): Promise<Content> {
    // A new content without a cover has nothing to clear: the contract's body alone.
    return dataOf(await this.api.post('/v2/contents', bodyOf({ ...draft, cover: draft.cover ?? undefined })), readContent);
  }

  async update(contentId: string, draft: Partial<ContentDraft>): Promise<Content> {
    return dataOf(await this.api.patch(contentPath(contentId), bodyOf(draft)), readContent);
  }

  async remove(contentId: string): Promise<void> {
    await this.api.delete(contentPath(contentId));
  }
}

/**
 * The contract's body is `{type, title, body}`; a cover goes along only when the member gave one (or cleared
 * one, on an edit), so a server that knows no covers sees the contract's body; a video's `mediaUrl` and an event's
 * `startsAt` go with their types (the editor gives them only then).
 */
function bodyOf(draft: Partial<ContentDraft>): Record<string, unknown> {
  const { cover, ...fields } = draft;
  return cover === undefined ? fields : { ...fields, cover };
}
