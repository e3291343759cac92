import Chip from '@mui/material/Chip';
import type { SurveyStanding } from '../../domain/surveys/Survey';

const COLOURS = { open: 'primary', answered: 'success', closed: 'default' } as const;

/** "Open", "Answered" or "Closed", on the list and on a survey's page. */
export function StandingChip({ standing, label }: { standing: SurveyStanding; label: string }) {
  return <Chip size="small" color={COLOURS[standing]} variant={standing === 'open' ? 'filled' : 'outlined'} label={label} />;
}
