import type { Creativity, Survey, SurveyQuestion } from '../../domain/creativity/Creativity';
import { fieldsOf, readArray, readId, readNullable, readString, type Reader } from './wire';

/** Readers of ads and surveys (a lazy gateway's, kept out of the first load). */
export const readCreativity: Reader<Creativity> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    imageUrl: read('imageUrl', readString),
    linkUrl: read('linkUrl', readNullable(readString)),
    title: read('title', readNullable(readString)),
  };
};

const readSurveyQuestion: Reader<SurveyQuestion> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), text: read('text', readString), options: read('options', readArray(readString)) };
};

export const readSurvey: Reader<Survey> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), title: read('title', readString), questions: read('questions', readArray(readSurveyQuestion)) };
};

