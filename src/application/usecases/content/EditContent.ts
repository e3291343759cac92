import type { ContentGateway } from '../../ports/ContentGateway';
import type { Content, ContentDraft } from '../../../domain/content/Content';

/** A content changed by who may (its author, a manager): the server answers with the content as saved. */
export class EditContent {
  constructor(private readonly contents: Pick<ContentGateway, 'update'>) {}

  execute(contentId: string, draft: Partial<ContentDraft>): Promise<Content> {
    return this.contents.update(contentId, draft);
  }
}
export const EDIT_CONTENT = Symbol.for('EditContent');
