import type { Survey, SurveyOption, SurveyQuestion } from '../../domain/surveys/Survey';
import { fieldsOf, readArray, readBoolean, readId, readIsoDate, readNullable, readOneOf, readOptional, readString, type Reader } from './wire';

const readSurveyOption: Reader<SurveyOption> = (value, name) => {
  const read = fieldsOf(value, name);
  return { id: read('id', readId), label: read('label', readString) };
};

const readSurveyQuestion: Reader<SurveyQuestion> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    text: read('text', readString),
    type: read('type', readOneOf(['single', 'multiple', 'text'] as const)),
    isRequired: read('isRequired', readBoolean),
    // Always there by the contract; a text question sent without any is read as having none.
    options: read('options', readOptional(readArray(readSurveyOption))) ?? [],
  };
};

/** api-contract `Survey`. */
export const readSurvey: Reader<Survey> = (value, name) => {
  const read = fieldsOf(value, name);
  return {
    id: read('id', readId),
    title: read('title', readString),
    description: read('description', readNullable(readString)),
    closesAt: read('closesAt', readNullable(readIsoDate)),
    answered: read('answered', readBoolean),
    questions: read('questions', readArray(readSurveyQuestion)),
  };
};
