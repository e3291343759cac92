import type { Creativity, Survey, SurveyQuestion } from '../../domain/creativity/Creativity';
import { fieldsOf, readArray, readId, readNullable, readSafeUrl, readString, type Reader } from './wire';

/**
 * Readers of ads and surveys (a lazy gateway's, kept out of the first load). An ad is its image: one
 * whose image URL is not safe is no ad (null); a link that is not safe is no link.
 */
export const readCreativity: Reader<Creativity | null> = (value, name) => {
  const read = fieldsOf(value, name);
  const id = read('id', readId);
  const imageUrl = read('imageUrl', readSafeUrl);
  const linkUrl = read('linkUrl', readNullable(readSafeUrl));
  const title = read('title', readNullable(readString));
  return imageUrl === null ? null : { id, imageUrl, linkUrl, title };
};

const readSurveyQuestion: Reader<SurveyQuestion> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), text: read('text', readString), options: read('options', readArray(readString)) };
};

export const readSurvey: Reader<Survey> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), title: read('title', readString), questions: read('questions', readArray(readSurveyQuestion)) };
};

