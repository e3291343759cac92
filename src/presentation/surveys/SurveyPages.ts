/** The surveys' pages, one chunk: a member goes from the list to a survey and back. */
export { SurveysPage } from './SurveysPage';
export { default as SurveyRoute } from './SurveyPage';
