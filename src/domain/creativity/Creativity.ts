export interface Creativity {
  id: string;
  imageUrl: string;
  linkUrl: string | null;
  title: string | null;
}

export interface SurveyQuestion {
  id: string;
  text: string;
  options: string[];
}

export interface Survey {
  id: string;
  title: string;
  questions: SurveyQuestion[];
}

export interface SurveyAnswer {
  questionId: string;
  answer: string;
}
