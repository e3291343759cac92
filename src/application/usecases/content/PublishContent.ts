import type { ContentGateway } from '../../ports/ContentGateway';
import type { Content, ContentDraft } from '../../../domain/content/Content';

/** Spec §6 "New post": the member's draft becomes a content of the network, as the server has it. */
export class PublishContent {
  constructor(private readonly contents: Pick<ContentGateway, 'create'>) {}

  execute(draft: ContentDraft): Promise<Content> {
    return this.contents.create(draft);
  }
}
export const PUBLISH_CONTENT = Symbol.for('PublishContent');
