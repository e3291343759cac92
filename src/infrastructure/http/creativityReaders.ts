import type { Creativity } from '../../domain/ads/Creativity';
import { fieldsOf, readId, readNullable, readSafeUrl, readString, type Reader } from './wire';

/**
 * Readers of ads (a lazy gateway's, kept out of the first load). An ad is its image: one whose image URL is
 * not safe is no ad (null); a link that is not safe is no link.
 */
export const readCreativity: Reader<Creativity | null> = (value, name) => {
  const read = fieldsOf(value, name);
  const id = read('id', readId);
  const imageUrl = read('imageUrl', readSafeUrl);
  const linkUrl = read('linkUrl', readNullable(readSafeUrl));
  const title = read('title', readNullable(readString));
  return imageUrl === null ? null : { id, imageUrl, linkUrl, title };
};
