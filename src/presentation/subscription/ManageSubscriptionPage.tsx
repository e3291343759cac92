import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CancellationReason } from '../../domain/subscription/Subscription';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { Notice } from '../widgets/Notice';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import type { ManageSubscriptionPresenter } from './ManageSubscriptionPresenter';
import { SavedCard } from './SavedCard';

/** /settings/subscription: the member's plan, cards and invoices. */
export const ManageSubscriptionPage = observer(function ManageSubscriptionPage() {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  const page = usePresenter(PRESENTERS.ManageSubscription);
  usePageTitle(i18n.t('subscription.manage.title'));

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <Typography variant="h1" component="h1">
          {i18n.t('subscription.manage.title')}
        </Typography>
        {page.isGuest ? (
          <Notice severity="info" action={<Button onClick={shell.signInClicked}>{i18n.t('subscription.manage.signIn')}</Button>}>
            {i18n.t('subscription.manage.guest')}
          </Notice>
        ) : page.status === 'loading' ? (
          <Stack spacing={2} aria-busy="true" aria-label={i18n.t('common.loading')}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : page.status === 'failed' ? (
          <Notice severity="error" action={<Button onClick={page.retryLoadClicked}>{i18n.t('common.retry')}</Button>}>
            {page.loadFailure}
          </Notice>
        ) : (
          <>
            <PlanSection page={page} offerPath={page.offerPath ? pathTo(page.offerPath) : null} />
            <CardsSection page={page} />
            <InvoicesSection page={page} />
          </>
        )}
      </Stack>
      <CancelDialog page={page} />
      <ChangePlanDialog page={page} />
      <AddCardDialog page={page} />
    </Container>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Busy = ({ label }: { label: string }) => <CircularProgress size={20} color="inherit" aria-label={label} />;

const PlanSection = observer(function PlanSection({ page, offerPath }: { page: ManageSubscriptionPresenter; offerPath: string | null }) {
  const i18n = useI18n();
  const plan = page.plan;
  return (
    <Section title={i18n.t('subscription.manage.plan.title')}>
      {page.planProblem && (
        <Box sx={{ mb: 2 }}>
          <Notice severity="error">{page.planProblem}</Notice>
        </Box>
      )}
      {!plan ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{i18n.t('subscription.manage.none', { name: page.networkName })}</Typography>
          {offerPath && (
            <Button variant="contained" component={RouterLink} to={offerPath}>
              {i18n.t('subscription.manage.seePlans')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{plan.title}</Typography>
            <Chip label={plan.status} size="small" color={plan.attention ? 'warning' : 'success'} variant="outlined" />
          </Stack>
          <Typography>{plan.price}</Typography>
          {plan.next && <Typography color="text.secondary">{plan.next}</Typography>}
          {plan.retired && <Typography color="text.secondary">{i18n.t('subscription.manage.retired')}</Typography>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap' }}>
            {plan.unfinished && offerPath && (
              <Button variant="contained" component={RouterLink} to={offerPath}>
                {i18n.t('subscription.manage.seePlans')}
              </Button>
            )}
            {page.planChoices.map((choice) => (
              <Button key={choice.id} variant="outlined" onClick={() => page.changeChosen(choice.id)} disabled={page.busy !== null}>
                {i18n.t('subscription.manage.change.action', { plan: choice.title, price: choice.price })}
              </Button>
            ))}
            {plan.canReactivate && (
              <Button variant="contained" onClick={() => void page.reactivateClicked()} disabled={page.busy !== null}>
                {page.busy === 'reactivate' ? <Busy label={i18n.t('subscription.reactivate.busy')} /> : i18n.t('subscription.reactivate.action')}
              </Button>
            )}
            {plan.canCancel && (
              <Button color="error" onClick={page.cancelClicked} disabled={page.busy !== null}>
                {i18n.t('subscription.manage.cancel.action')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Section>
  );
});

const CardsSection = observer(function CardsSection({ page }: { page: ManageSubscriptionPresenter }) {
  const i18n = useI18n();
  return (
    <Section title={i18n.t('subscription.manage.cards.title')}>
      {page.cardsProblem && (
        <Box sx={{ mb: 2 }}>
          <Notice severity="error">{page.cardsProblem}</Notice>
        </Box>
      )}
      {page.cardViews.length === 0 ? (
        <Typography color="text.secondary">{i18n.t('subscription.manage.cards.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={i18n.t('subscription.manage.cards.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.cardViews.map((card) => (
            <li key={card.id}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <SavedCard card={card} />
                <Stack direction="row" spacing={1}>
                  {page.busy === `card:${card.id}` && <Busy label={i18n.t('common.loading')} />}
                  {!card.isDefault && !card.expired && (
                    <Button size="small" onClick={() => void page.makeDefaultClicked(card.id)} disabled={page.busy !== null} aria-label={i18n.t('subscription.manage.cards.makeDefaultOf', { card: card.label })}>
                      {i18n.t('subscription.manage.cards.makeDefault')}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => void page.removeClicked(card.id)} disabled={page.busy !== null} aria-label={i18n.t('subscription.manage.cards.removeOf', { card: card.label })}>
                    {i18n.t('subscription.manage.cards.remove')}
                  </Button>
                </Stack>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void page.addCardClicked()} disabled={page.busy !== null}>
        {i18n.t('subscription.manage.cards.add')}
      </Button>
    </Section>
  );
});

const InvoicesSection = observer(function InvoicesSection({ page }: { page: ManageSubscriptionPresenter }) {
  const i18n = useI18n();
  return (
    <Section title={i18n.t('subscription.manage.invoices.title')}>
      {page.invoicesProblem && (
        <Box sx={{ mb: 2 }}>
          <Notice severity="error">{page.invoicesProblem}</Notice>
        </Box>
      )}
      {page.invoiceViews.length === 0 ? (
        <Typography color="text.secondary">{i18n.t('subscription.manage.invoices.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} aria-label={i18n.t('subscription.manage.invoices.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {page.invoiceViews.map((invoice) => (
            <Box component="li" key={invoice.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invoice.number}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {invoice.date} · {invoice.status}
                </Typography>
              </Box>
              <Typography>{invoice.amount}</Typography>
              <Button size="small" onClick={() => void page.invoiceClicked(invoice.id)} disabled={page.busy !== null} aria-label={i18n.t('subscription.manage.invoices.openOf', { number: invoice.number })}>
                {page.busy === `invoice:${invoice.id}` ? <Busy label={i18n.t('common.loading')} /> : i18n.t('subscription.manage.invoices.open')}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
});

const CancelDialog = observer(function CancelDialog({ page }: { page: ManageSubscriptionPresenter }) {
  const i18n = useI18n();
  return (
    <Dialog open={page.cancelDialogOpen} onClose={page.cancelDismissed} aria-labelledby="cancel-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cancel-title">{i18n.t('subscription.manage.cancel.title')}</DialogTitle>
      <DialogContent>
        {page.planProblem && (
          <Box sx={{ mb: 2 }}>
            <Notice severity="error">{page.planProblem}</Notice>
          </Box>
        )}
        <Typography sx={{ mb: 2 }}>{page.cancelConfirmation}</Typography>
        <Typography id="cancel-reason-label" sx={{ fontWeight: 600 }}>
          {i18n.t('subscription.manage.cancel.reasonLabel')}
        </Typography>
        <RadioGroup aria-labelledby="cancel-reason-label" value={page.cancelReason ?? ''} onChange={(event) => page.cancelReasonChosen(event.target.value as CancellationReason)}>
          {page.cancelReasons.map((reason) => (
            <FormControlLabel key={reason.value} value={reason.value} control={<Radio />} label={reason.label} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={page.cancelDismissed} disabled={page.busy === 'cancel'}>
          {i18n.t('subscription.manage.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void page.cancelConfirmed()} disabled={page.busy !== null}>
          {page.busy === 'cancel' ? <Busy label={i18n.t('common.loading')} /> : i18n.t('subscription.manage.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

const ChangePlanDialog = observer(function ChangePlanDialog({ page }: { page: ManageSubscriptionPresenter }) {
  const i18n = useI18n();
  return (
    <Dialog open={page.changeTarget !== null} onClose={page.changeDismissed} aria-labelledby="change-title" maxWidth="sm" fullWidth>
      <DialogTitle id="change-title">{i18n.t('subscription.manage.change.title')}</DialogTitle>
      <DialogContent>
        {page.planProblem && (
          <Box sx={{ mb: 2 }}>
            <Notice severity="error">{page.planProblem}</Notice>
          </Box>
        )}
        <Typography>{page.changeConfirmation}</Typography>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={page.changeDismissed} disabled={page.busy === 'change'}>
          {i18n.t('subscription.manage.change.keep')}
        </Button>
        <Button variant="contained" onClick={() => void page.changeConfirmed()} disabled={page.busy !== null}>
          {page.busy === 'change' ? <Busy label={i18n.t('common.loading')} /> : i18n.t('subscription.manage.change.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

const AddCardDialog = observer(function AddCardDialog({ page }: { page: ManageSubscriptionPresenter }) {
  const i18n = useI18n();
  const { state, problem } = page.addCard;
  const formReady = page.cardForm.ready;
  return (
    <Dialog open={page.addCardOpen} onClose={page.addCardDismissed} aria-labelledby="add-card-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-card-title">{i18n.t('subscription.manage.cards.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {(state === 'preparing' || (state === 'ready' && !formReady)) && <Skeleton variant="rounded" height={120} aria-label={i18n.t('subscription.cardForm.loading')} />}
          {state === 'unavailable' && <Notice severity="error">{problem || i18n.t('subscription.cardForm.unavailable')}</Notice>}
          {state === 'not_configured' && <Notice severity="error">{i18n.t('subscription.cardForm.notConfigured')}</Notice>}
          {state === 'ready' && <Box ref={page.cardForm.slotChanged} data-testid="card-form" />}
          {state === 'ready' && problem && (
            <Typography color="error" role="alert">
              {problem}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {i18n.t('subscription.manage.cards.addNote')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={page.addCardDismissed} disabled={page.busy === 'add-card'}>
          {i18n.t('subscription.manage.cards.addCancel')}
        </Button>
        {state === 'unavailable' && <Button onClick={() => void page.addCardClicked()}>{i18n.t('common.retry')}</Button>}
        <Button variant="contained" onClick={() => void page.saveCardClicked()} disabled={page.busy !== null || state !== 'ready' || !formReady}>
          {page.busy === 'add-card' ? <Busy label={i18n.t('common.loading')} /> : i18n.t('subscription.manage.cards.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
