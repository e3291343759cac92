import type { Comment } from '../../domain/content/Content';
import { fieldsOf, readId, readString, type Reader } from './wire';

/** The comment reader (a lazy gateway's, kept out of the first load). */
export const readComment: Reader<Comment> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    contentId: read('contentId', readId),
    body: read('body', readString),
    creatorId: read('creatorId', readId),
    createdAt: read('createdAt', readString),
  };
};
