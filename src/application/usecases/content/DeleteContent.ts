import type { ContentGateway } from '../../ports/ContentGateway';

/** A content deleted by who may (its author, a manager). */
export class DeleteContent {
  constructor(private readonly contents: Pick<ContentGateway, 'remove'>) {}

  execute(contentId: string): Promise<void> {
    return this.contents.remove(contentId);
  }
}
export const DELETE_CONTENT = Symbol.for('DeleteContent');
