import type { SurveyOption } from '../../../domain/surveys/Survey';
import type { SurveyRecord, SurveyResponseRecord } from '../FakeState';
import { NETWORK_IDS } from './seedConstants';

const options = (prefix: string, labels: string[]): SurveyOption[] => labels.map((label, index) => ({ id: `${prefix}-${index + 1}`, label }));

/**
 * The demo's surveys (product-spec §7: `GET /community/{id}/surveys`, `POST /unity-answer`). Harbour Runners: an open one of five questions (every type, some required)
 * closing in two weeks, one ada has answered, and one closed last week. Atelier Ceramica: an open one of five
 * questions for nina (the e2e answers it) and one closed. Green Table, Borgo Market and Northwind: one each.
 */
export function seedSurveys(ago: (days: number, hours?: number) => string, ahead: (days: number, hourUtc: number) => string): { surveys: SurveyRecord[]; surveyResponses: SurveyResponseRecord[] } {
  const surveys: SurveyRecord[] = [
    {
      networkId: NETWORK_IDS.harbour,
      survey: {
        id: 'srv-harbour-season',
        title: 'Plan the autumn season with us',
        description: 'Five short questions: the coaches read every answer before drawing up the training plan.',
        closesAt: ahead(14, 20),
        questions: [
          { id: 'q-distance', text: 'Which race should the club train for?', type: 'single', isRequired: true, options: options('opt-distance', ['Harbour 10K', 'Half marathon', 'Autumn marathon']) },
          { id: 'q-days', text: 'Which group sessions can you join?', type: 'multiple', isRequired: true, options: options('opt-days', ['Tuesday evening intervals', 'Thursday evening tempo', 'Saturday morning long run', 'Sunday trail run']) },
          { id: 'q-goal', text: 'What is your goal for the season?', type: 'text', isRequired: true, options: [] },
          { id: 'q-extras', text: 'What else would you like the club to organise?', type: 'multiple', isRequired: false, options: options('opt-extras', ['Strength workshops', 'Track sessions', 'Social breakfasts']) },
          { id: 'q-notes', text: 'Anything the coaches should know?', type: 'text', isRequired: false, options: [] },
        ],
      },
    },
    {
      networkId: NETWORK_IDS.harbour,
      survey: {
        id: 'srv-harbour-kit',
        title: 'Choose the new club kit',
        description: null,
        closesAt: ahead(30, 20),
        questions: [
          { id: 'q-colour', text: 'Which colour should the new singlet be?', type: 'single', isRequired: true, options: options('opt-colour', ['Harbour blue', 'Lighthouse red', 'Sea-glass green']) },
          { id: 'q-kit-notes', text: 'Any wish for the design?', type: 'text', isRequired: false, options: [] },
        ],
      },
    },
    {
      networkId: NETWORK_IDS.harbour,
      survey: {
        id: 'srv-harbour-night-run',
        title: 'How was the night run?',
        description: null,
        closesAt: ago(7),
        questions: [{ id: 'q-night', text: 'Should we do it again next year?', type: 'single', isRequired: true, options: options('opt-night', ['Yes', 'No']) }],
      },
    },
    {
      networkId: NETWORK_IDS.atelier,
      survey: {
        id: 'srv-atelier-spring',
        title: 'Spring workshop wishes',
        description: 'Help us shape the spring programme of the studio.',
        closesAt: ahead(21, 18),
        questions: [
          { id: 'q-technique', text: 'Which technique should the spring workshop teach?', type: 'single', isRequired: true, options: options('opt-technique', ['Wheel throwing', 'Hand building', 'Glazing']) },
          { id: 'q-evenings', text: 'Which evenings suit you?', type: 'multiple', isRequired: true, options: options('opt-evenings', ['Monday', 'Wednesday', 'Friday']) },
          { id: 'q-piece', text: 'Which piece would you like to make?', type: 'text', isRequired: true, options: [] },
          { id: 'q-clay', text: 'Which clay do you prefer?', type: 'single', isRequired: false, options: options('opt-clay', ['Stoneware', 'Porcelain', 'Terracotta']) },
          { id: 'q-atelier-notes', text: 'Anything else for the teachers?', type: 'text', isRequired: false, options: [] },
        ],
      },
    },
    {
      networkId: NETWORK_IDS.atelier,
      survey: {
        id: 'srv-atelier-open-day',
        title: 'Open day feedback',
        description: null,
        closesAt: ago(10),
        questions: [{ id: 'q-open-day', text: 'Did you enjoy the open day?', type: 'single', isRequired: true, options: options('opt-open-day', ['Very much', 'It was fine', 'Not really']) }],
      },
    },
    {
      networkId: NETWORK_IDS.greenTable,
      survey: {
        id: 'srv-green-cuisine',
        title: "Next month's cuisine",
        description: null,
        closesAt: ahead(10, 18),
        questions: [{ id: 'q-cuisine', text: 'What should we cook together next month?', type: 'single', isRequired: true, options: options('opt-cuisine', ['Sicilian', 'Japanese home cooking', 'Levantine mezze']) }],
      },
    },
    {
      networkId: NETWORK_IDS.borgo,
      survey: {
        id: 'srv-borgo-market-day',
        title: 'Market day',
        description: null,
        closesAt: null,
        questions: [
          { id: 'q-market-day', text: 'Which day should the street market move to?', type: 'single', isRequired: true, options: options('opt-market-day', ['Saturday', 'Sunday']) },
          { id: 'q-market-stalls', text: 'Which stalls would you like to see?', type: 'multiple', isRequired: false, options: options('opt-market-stalls', ['Bakers', 'Farmers', 'Second-hand books']) },
        ],
      },
    },
    {
      networkId: NETWORK_IDS.northwind,
      survey: {
        id: 'srv-northwind-office',
        title: 'Back to the office',
        description: null,
        closesAt: ahead(7, 16),
        questions: [
          { id: 'q-office-days', text: 'Which days will you usually be in the office?', type: 'multiple', isRequired: true, options: options('opt-office-days', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) },
          { id: 'q-office-wish', text: 'What would make the office better?', type: 'text', isRequired: false, options: [] },
        ],
      },
    },
  ];
  const surveyResponses: SurveyResponseRecord[] = [
    {
      surveyId: 'srv-harbour-kit',
      membershipId: 'mem-ada-harbour',
      answers: [
        { questionId: 'q-colour', answer: 'opt-colour-1' },
        { questionId: 'q-kit-notes', answer: 'A small lighthouse on the back, please.' },
      ],
      createdAt: ago(2),
    },
  ];
  return { surveys, surveyResponses };
}
