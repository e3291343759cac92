import { useEffect, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { usePresenter, useI18n } from '../kit/Resolver';
import { Notice } from '../widgets/Notice';
import { PageNotFound } from '../widgets/PageNotFound';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { SignInToAnswer } from './SignInToAnswer';
import { StandingChip } from './StandingChip';
import type { SurveyPresenter, SurveyQuestionView } from './SurveyPresenter';

const questionDomId = (questionId: string) => `survey-question-${questionId}`;

/** `/:slug/surveys/:surveyId`: a new page (and presenter) for each survey. */
export default function SurveyRoute() {
  const { surveyId = '' } = useParams();
  return <SurveyPage key={surveyId} surveyId={surveyId} />;
}

const SurveyPage = observer(function SurveyPage({ surveyId }: { surveyId: string }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.Survey, surveyId);
  usePageTitle(page.pageTitle);

  if (page.status === 'notFound') return <PageNotFound />;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to={pathTo(NETWORK_PATHS.surveys)} sx={{ mb: 2, ml: -1 }}>
        ← {i18n.t('surveys.back')}
      </Button>
      {page.status === 'loading' && (
        <Paper variant="outlined" aria-busy="true" aria-label={i18n.t('common.loading')} sx={{ p: { xs: 2, md: 4 } }}>
          <Skeleton width={90} height={28} />
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
        </Paper>
      )}
      {page.status === 'failed' && (
        <Notice severity="error" action={<Button onClick={page.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {page.failure}
        </Notice>
      )}
      {page.status === 'ready' && page.survey && page.standing && (
        <Paper component="section" variant="outlined" aria-labelledby="survey-title" sx={{ p: { xs: 2, md: 4 } }}>
          <StandingChip standing={page.standing} label={i18n.t(`surveys.standing.${page.standing}`)} />
          <Typography id="survey-title" variant="h1" component="h1" sx={{ mt: 1.5, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {page.survey.title}
          </Typography>
          {page.survey.description && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{page.survey.description}</Typography>}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {page.summary}
          </Typography>
          <Box sx={{ mt: 3 }}>
            <SurveyBody page={page} surveysHref={pathTo(NETWORK_PATHS.surveys)} />
          </Box>
        </Paper>
      )}
    </Container>
  );
});

const SurveyBody = observer(function SurveyBody({ page, surveysHref }: { page: SurveyPresenter; surveysHref: string }) {
  const i18n = useI18n();
  const title = page.survey?.title ?? '';
  if (page.outcome === 'thanks') {
    return <Outcome heading={i18n.t('surveys.thanks.title')} body={i18n.t('surveys.thanks.body', { title })} back={i18n.t('surveys.back')} href={surveysHref} />;
  }
  if (page.outcome === 'alreadyAnswered') {
    return <Outcome heading={i18n.t('surveys.alreadyAnswered.title')} body={i18n.t('surveys.alreadyAnswered.body')} back={i18n.t('surveys.back')} href={surveysHref} />;
  }
  if (page.standing === 'answered') return <Notice severity="info">{i18n.t('surveys.answered.body')}</Notice>;
  if (page.standing === 'closed') return <Notice severity="info">{i18n.t('surveys.closed.body', { date: page.closedOn })}</Notice>;
  if (page.isGuest) return <SignInToAnswer text={i18n.t('surveys.guest.body')} buttonLabel={i18n.t('surveys.guest.signIn')} onSignIn={page.signInClicked} />;
  return <SurveyForm page={page} />;
});

/** The thank-you (or already answered) state: its heading takes focus, so a keyboard or reader user hears it. */
function Outcome({ heading, body, back, href }: { heading: string; body: string; back: string; href: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <Typography ref={headingRef} tabIndex={-1} variant="h2" component="h2" sx={{ fontSize: '1.5rem', fontWeight: 600, outline: 'none' }}>
        {heading}
      </Typography>
      <Typography sx={{ mt: 1 }}>{body}</Typography>
      <Button component={RouterLink} to={href} variant="outlined" sx={{ mt: 3 }}>
        {back}
      </Button>
    </Box>
  );
}

const SurveyForm = observer(function SurveyForm({ page }: { page: SurveyPresenter }) {
  const i18n = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const focusRequest = page.focusRequest;
  useEffect(() => {
    if (!focusRequest) return;
    const question = formRef.current?.querySelector(`#${CSS.escape(questionDomId(focusRequest.questionId))}`);
    question?.querySelector<HTMLElement>('input:checked, input, textarea')?.focus();
  }, [focusRequest]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    page.submitted();
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="survey-title">
      {page.draftRestored && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {i18n.t('surveys.draftRestored')}
        </Typography>
      )}
      {page.stepped ? (
        <Box sx={{ mb: 3 }}>
          <Typography id="survey-progress" sx={{ fontWeight: 600 }}>
            {page.progress}
          </Typography>
          <LinearProgress variant="determinate" value={((page.step + 1) / page.questionCount) * 100} aria-labelledby="survey-progress" sx={{ mt: 1, height: 6, borderRadius: 3 }} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {i18n.t('surveys.requiredNote')}
        </Typography>
      )}
      <Stack spacing={4}>
        {page.questions.map((view) => (
          <QuestionField key={view.question.id} view={view} page={page} />
        ))}
      </Stack>
      {page.problemSummary && (
        <Box sx={{ mt: 3 }}>
          <Notice severity="error">{page.problemSummary}</Notice>
        </Box>
      )}
      {page.sendFailure && (
        <Box sx={{ mt: 3 }}>
          <Notice severity="error" title={i18n.t('surveys.refused')}>
            {page.sendFailure}
          </Notice>
        </Box>
      )}
      {/* On a phone the buttons stack, the one that goes on first; the one that goes back under it. */}
      <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1, '& > .MuiButton-root': { width: { xs: '100%', sm: 'auto' } } }}>
        {page.stepped && page.step > 0 && (
          <Button variant="outlined" onClick={page.previousClicked}>
            {i18n.t('surveys.previous')}
          </Button>
        )}
        {page.isLastStep ? (
          <Button type="submit" variant="contained" disabled={page.sending} aria-busy={page.sending} sx={{ ml: { sm: 'auto' } }}>
            {page.sending ? i18n.t('surveys.sending') : i18n.t('surveys.send')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" sx={{ ml: { sm: 'auto' } }}>
            {i18n.t('surveys.next')}
          </Button>
        )}
      </Box>
    </Box>
  );
});

const QuestionField = observer(function QuestionField({ view, page }: { view: SurveyQuestionView; page: SurveyPresenter }) {
  const i18n = useI18n();
  const { question, problem } = view;
  const id = questionDomId(question.id);
  const textId = `${id}-text`;
  const problemId = `${id}-problem`;
  const answerId = `${id}-answer`;
  const described = problem ? problemId : undefined;
  return (
    <FormControl component="fieldset" id={id} error={problem !== ''} fullWidth>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, fontSize: '1.05rem', mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
        <span id={textId}>{question.text}</span>{' '}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
          ({i18n.t(question.isRequired ? 'surveys.required' : 'surveys.optional')})
        </Typography>
      </FormLabel>
      {question.type === 'single' && (
        <RadioGroup name={question.id} value={view.chosen} onChange={(event) => page.optionChosen(question.id, event.target.value)} aria-labelledby={textId} aria-describedby={described} aria-required={question.isRequired}>
          {question.options.map((option) => (
            <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
      )}
      {question.type === 'multiple' && (
        <>
          <Typography variant="body2" color="text.secondary">
            {i18n.t('surveys.pickMany')}
          </Typography>
          <FormGroup aria-labelledby={textId} aria-describedby={described}>
            {question.options.map((option) => (
              <FormControlLabel
                key={option.id}
                control={<Checkbox checked={view.chosenMany.includes(option.id)} onChange={(event) => page.optionToggled(question.id, option.id, event.target.checked)} name={question.id} value={option.id} />}
                label={option.label}
              />
            ))}
          </FormGroup>
        </>
      )}
      {question.type === 'text' && (
        <TextField
          id={answerId}
          value={view.text}
          onChange={(event) => page.textTyped(question.id, event.target.value)}
          multiline
          minRows={3}
          fullWidth
          error={problem !== '' || view.textNote.error}
          helperText={view.textNote.helperText}
          slotProps={{
            // MUI names its helper text `<id>-helper-text`: the counter is read with the question's problem.
            htmlInput: { 'aria-labelledby': textId, 'aria-describedby': [described, view.textNote.helperText && `${answerId}-helper-text`].filter(Boolean).join(' ') || undefined, 'aria-required': question.isRequired },
            formHelperText: { sx: { mx: 0 } },
          }}
        />
      )}
      {problem && (
        <FormHelperText id={problemId} sx={{ mx: 0, mt: 1, fontSize: '0.95rem' }}>
          {problem}
        </FormHelperText>
      )}
    </FormControl>
  );
});
