import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { Notice } from '../widgets/Notice';
import { NetworkLogo } from '../widgets/NetworkLogo';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import type { PaidPageKind } from './PaidPageAddress';
import type { SubscribePresenter } from './SubscribePresenter';
import { SavedCard } from './SavedCard';
import type { PlanView } from './subscriptionViews';

/** /subscribe and /paywall: the plans, then the payment (spec §4's subscription flow). */
const PaidPage = observer(function PaidPage({ kind }: { kind: PaidPageKind }) {
  const [params] = useSearchParams();
  const page = usePresenter(PRESENTERS.Subscribe, { kind, denyReason: params.get('deny_reason'), planId: params.get('plan'), returnPath: params.get('from') });
  const { shell } = useNetwork();
  usePageTitle(page.pageTitle);

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {shell.network && <NetworkLogo name={shell.network.name} logo={shell.network.logo} size={48} />}
          <Typography variant="h1" component="h1">
            {page.title}
          </Typography>
        </Stack>
        {page.notice && <Notice severity="error">{page.notice}</Notice>}
        <Screen page={page} />
      </Stack>
    </Container>
  );
});

/** Each step of the flow takes the focus, so keyboard and screen-reader users start where the new step starts. */
const Screen = observer(function Screen({ page }: { page: SubscribePresenter }) {
  const step = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const screen = page.flow.screen;
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else step.current?.focus();
  }, [screen]);
  return (
    <Box ref={step} tabIndex={-1} sx={{ outline: 'none' }}>
      <Step page={page} />
    </Box>
  );
});

const Step = observer(function Step({ page }: { page: SubscribePresenter }) {
  const i18n = useI18n();
  switch (page.flow.screen) {
    case 'presentation':
      return <Presentation page={page} />;
    case 'previously_used_cards':
      return <SavedCards page={page} />;
    case 'payment_screen':
      return <PaymentScreen page={page} />;
    case 'payment_success':
      return <Success page={page} />;
    case 'payment_error':
      return (
        <Failure page={page} title={i18n.t('subscription.error.paymentTitle')} body={page.flow.paymentError ?? ''}>
          <Button variant="contained" onClick={page.retryClicked} disabled={page.busy !== null}>
            {page.busy === 'paying' ? <CircularProgress size={20} color="inherit" aria-label={i18n.t('subscription.pay.paying')} /> : i18n.t('subscription.error.retrySameCard')}
          </Button>
        </Failure>
      );
    case 'card_fingerprint_error':
      return (
        <Failure page={page} title={i18n.t('subscription.error.fingerprintTitle')} body={i18n.t('subscription.error.fingerprintBody')}>
          <Button variant="contained" onClick={page.payWithoutTrialClicked} disabled={page.busy !== null}>
            {page.busy === 'paying' ? <CircularProgress size={20} color="inherit" aria-label={i18n.t('subscription.pay.paying')} /> : i18n.t('subscription.error.payWithoutTrial', { price: page.selectedPlan?.price ?? '' })}
          </Button>
        </Failure>
      );
    case 'setup_intent_error':
      return (
        <Failure page={page} title={i18n.t('subscription.error.setupTitle')} body={page.flow.setupIntentError ?? ''}>
          <Button variant="contained" onClick={page.retryClicked} disabled={page.busy !== null}>
            {i18n.t('subscription.error.retryCard')}
          </Button>
        </Failure>
      );
  }
});

const Presentation = observer(function Presentation({ page }: { page: SubscribePresenter }) {
  const i18n = useI18n();
  return (
    <Stack spacing={3}>
      <Typography role="status" data-testid="access-reason">
        {page.explanation}
      </Typography>
      {page.offersReactivation && (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography>{page.reactivation}</Typography>
            <Button variant="contained" onClick={page.reactivateClicked} disabled={page.busy !== null} sx={{ flexShrink: 0 }}>
              {page.busy === 'reactivating' ? <CircularProgress size={20} color="inherit" aria-label={i18n.t('subscription.reactivate.busy')} /> : i18n.t('subscription.reactivate.action')}
            </Button>
          </Stack>
        </Paper>
      )}
      {page.offer === 'loading' && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} aria-busy="true" aria-label={i18n.t('subscription.plans.loading')}>
          <Skeleton variant="rounded" height={220} sx={{ flex: 1 }} />
          <Skeleton variant="rounded" height={220} sx={{ flex: 1 }} />
        </Stack>
      )}
      {page.offer === 'failed' && (
        <Notice severity="error" action={<Button onClick={page.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
          {page.loadFailure}
        </Notice>
      )}
      {page.offer === 'ready' && page.planViews.length === 0 && <Notice severity="info">{i18n.t('subscription.plans.none')}</Notice>}
      {page.offer === 'ready' && page.planViews.length > 0 && (
        <Box component="ul" aria-label={i18n.t('subscription.plans.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(260px, 1fr))' } }}>
          {page.planViews.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onChosen={() => void page.planChosen(plan.id)} disabled={page.busy !== null} />
            </li>
          ))}
        </Box>
      )}
      {page.isGuest && page.offer === 'ready' && <Typography color="text.secondary">{page.guestHint}</Typography>}
    </Stack>
  );
});

function PlanCard({ plan, onChosen, disabled }: { plan: PlanView; onChosen: () => void; disabled: boolean }) {
  const titleId = `plan-${plan.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {plan.title}
        </Typography>
        {plan.saving && <Chip label={plan.saving} color="success" size="small" />}
      </Stack>
      <Typography>
        <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
          {plan.price}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {plan.cadence}
        </Box>
      </Typography>
      {plan.trial && <Chip label={plan.trial} color="primary" variant="outlined" sx={{ alignSelf: 'flex-start', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }} />}
      {plan.description && <Typography color="text.secondary">{plan.description}</Typography>}
      <Box sx={{ flex: 1 }} />
      <Button variant="contained" size="large" onClick={onChosen} disabled={disabled} aria-describedby={titleId}>
        {plan.cta}
      </Button>
    </Paper>
  );
}

/** The plan being bought, above the card steps. */
const Summary = observer(function Summary({ page }: { page: SubscribePresenter }) {
  const i18n = useI18n();
  const plan = page.selectedPlan;
  if (!plan) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={i18n.t('subscription.summary.label')}>
      <Typography sx={{ fontWeight: 600 }}>{plan.title}</Typography>
      <Typography color="text.secondary">{page.summary}</Typography>
      {page.renewalLine && (
        <Typography variant="body2" color="text.secondary">
          {page.renewalLine}
        </Typography>
      )}
    </Paper>
  );
});

const SavedCards = observer(function SavedCards({ page }: { page: SubscribePresenter }) {
  const i18n = useI18n();
  return (
    <Stack spacing={2}>
      <Summary page={page} />
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {i18n.t('subscription.cards.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} aria-label={i18n.t('subscription.cards.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {page.cardViews.map((card) => (
          <li key={card.id}>
            <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <SavedCard card={card} />
              <Button
                variant={card.isDefault ? 'contained' : 'outlined'}
                onClick={() => void page.savedCardChosen(card.id)}
                disabled={card.expired || page.busy !== null}
                aria-label={i18n.t('subscription.cards.payWith', { action: page.payLabel, card: card.label })}
              >
                {page.busy === 'paying' && page.flow.paymentMethodId === card.id ? <CircularProgress size={20} color="inherit" aria-label={i18n.t('subscription.pay.paying')} /> : page.payLabel}
              </Button>
            </Paper>
          </li>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button onClick={page.backClicked} disabled={page.busy !== null}>
          {i18n.t('subscription.back')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={page.newCardChosen} disabled={page.busy !== null}>
          {i18n.t('subscription.cards.newCard')}
        </Button>
      </Stack>
    </Stack>
  );
});

const PaymentScreen = observer(function PaymentScreen({ page }: { page: SubscribePresenter }) {
  const i18n = useI18n();
  const formPending = page.gateway === 'loading' || (page.gateway === 'ready' && page.flow.clientSecret !== null && !page.cardForm.ready);
  return (
    <Stack spacing={2}>
      <Summary page={page} />
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {i18n.t('subscription.cardForm.title')}
      </Typography>
      {page.gateway === 'unavailable' && (
        <Notice severity="error" title={i18n.t('subscription.cardForm.unavailableTitle')} action={<Button onClick={() => void page.cardFormRetryClicked()}>{i18n.t('common.retry')}</Button>}>
          {i18n.t('subscription.cardForm.unavailable')}
        </Notice>
      )}
      {page.gateway === 'not_configured' && <Notice severity="error">{i18n.t('subscription.cardForm.notConfigured')}</Notice>}
      {page.intentProblem && (
        <Notice severity="error" title={i18n.t('subscription.cardForm.unavailableTitle')} action={<Button onClick={() => void page.cardFormRetryClicked()}>{i18n.t('common.retry')}</Button>}>
          {page.intentProblem}
        </Notice>
      )}
      {formPending && (
        <Stack spacing={1.5} aria-busy="true" aria-label={i18n.t('subscription.cardForm.loading')}>
          <Skeleton variant="rounded" height={48} />
          <Stack direction="row" spacing={1.5}>
            <Skeleton variant="rounded" height={48} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={48} sx={{ flex: 1 }} />
          </Stack>
        </Stack>
      )}
      {page.gateway === 'ready' && (
        // The gateway's own form (Stripe's fields, or the fake gateway's) is mounted here, outside React.
        <Box ref={page.cardForm.slotChanged} data-testid="card-form" />
      )}
      {page.cardProblem && (
        <Typography color="error" role="alert">
          {page.cardProblem}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {page.termsLine}
      </Typography>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button onClick={page.backClicked} disabled={page.busy !== null}>
          {i18n.t('subscription.back')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" size="large" onClick={() => void page.payClicked()} disabled={!page.canPay}>
          {page.busy === 'saving-card' || page.busy === 'paying' ? <CircularProgress size={22} color="inherit" aria-label={i18n.t('subscription.pay.paying')} /> : page.payButtonLabel}
        </Button>
      </Stack>
    </Stack>
  );
});

const Success = observer(function Success({ page }: { page: SubscribePresenter }) {
  const i18n = useI18n();
  const success = page.success;
  if (!success) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} role="status">
      <Stack spacing={1.5}>
        <Typography variant="h2" component="h2">
          {success.title}
        </Typography>
        <Typography>{success.bought}</Typography>
        {success.next && <Typography color="text.secondary">{success.next}</Typography>}
        <Box>
          <Button variant="contained" size="large" onClick={() => void page.continueClicked()} disabled={page.busy !== null}>
            {page.busy ? <CircularProgress size={22} color="inherit" aria-label={i18n.t('common.loading')} /> : i18n.t('subscription.success.continue', { name: page.networkName })}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
});

const Failure = observer(function Failure({ page, title, body, children }: { page: SubscribePresenter; title: string; body: string; children: ReactNode }) {
  const i18n = useI18n();
  return (
    <Stack spacing={2}>
      <Summary page={page} />
      {/* A retried payment's reason is cleared while it runs; one that got no answer is said by the page's notice. */}
      {body && (
        <Notice severity="error" title={title}>
          {body}
        </Notice>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
        <Button onClick={page.backClicked} disabled={page.busy !== null}>
          {i18n.t('subscription.back')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={page.anotherCardClicked} disabled={page.busy !== null}>
          {i18n.t('subscription.error.anotherCard')}
        </Button>
        {children}
      </Stack>
    </Stack>
  );
});

export const SubscribePage = () => <PaidPage kind="subscribe" />;
export const PaywallPage = () => <PaidPage kind="paywall" />;
