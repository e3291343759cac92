import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n, usePresenter } from '../kit/Resolver';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import { PRESENTERS } from '../tokens';
import { Notice } from '../widgets/Notice';
import type { CouponCard, CouponsPresenter } from './CouponsPresenter';

/** `/:slug/coupons`: the network's coupons as cards; the expired ones apart, below. */
export const CouponsPage = observer(function CouponsPage() {
  const i18n = useI18n();
  const { shell } = useNetwork();
  const page = usePresenter(PRESENTERS.Coupons);
  usePageTitle(i18n.t('coupons.title'));
  const name = shell.network?.name ?? '';
  const isGuest = shell.membership === null;

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {i18n.t('coupons.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {i18n.t('coupons.intro', { name })}
      </Typography>
      {page.status === 'loading' && (
        <Stack spacing={2} aria-busy="true" aria-label={i18n.t('coupons.loading')}>
          <Skeleton variant="rounded" height={148} />
          <Skeleton variant="rounded" height={148} />
        </Stack>
      )}
      {page.status === 'failed' && (
        <Notice severity="error" title={i18n.t('coupons.loadFailed')} action={<Button onClick={page.retryClicked}>{i18n.t('common.retry')}</Button>}>
          {page.failure}
        </Notice>
      )}
      {page.status === 'ready' && page.current.length === 0 && page.expired.length === 0 && <Typography color="text.secondary">{i18n.t('coupons.empty', { name })}</Typography>}
      {page.status === 'ready' && page.current.length > 0 && <CouponList cards={page.current} page={page} isGuest={isGuest} label={i18n.t('coupons.title')} heading="h2" />}
      {page.status === 'ready' && page.expired.length > 0 && (
        <Box component="section" aria-labelledby="coupons-expired" sx={{ mt: 4 }}>
          <Typography id="coupons-expired" variant="h2" component="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
            {i18n.t('coupons.expiredTitle')}
          </Typography>
          <CouponList cards={page.expired} page={page} isGuest={isGuest} label={i18n.t('coupons.expiredTitle')} heading="h3" />
        </Box>
      )}
    </Container>
  );
});

type Heading = 'h2' | 'h3';

const CouponList = observer(function CouponList({ cards, page, isGuest, label, heading }: { cards: CouponCard[]; page: CouponsPresenter; isGuest: boolean; label: string; heading: Heading }) {
  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <li key={card.id}>
          <CouponCardView card={card} page={page} isGuest={isGuest} heading={heading} />
        </li>
      ))}
    </Stack>
  );
});

const CouponCardView = observer(function CouponCardView({ card, page, isGuest, heading }: { card: CouponCard; page: CouponsPresenter; isGuest: boolean; heading: Heading }) {
  const i18n = useI18n();
  const titleId = `coupon-${card.id}`;
  const faded = card.action === 'expired' || card.action === 'exhausted';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, bgcolor: faded ? 'action.hover' : undefined }}
    >
      {card.imageUrl && (
        <Box
          component="img"
          src={card.imageUrl}
          alt={i18n.t('coupons.picture', { title: card.title })}
          loading="lazy"
          sx={{ width: { xs: '100%', sm: 200 }, aspectRatio: { xs: '16 / 9', sm: 'auto' }, minHeight: { sm: 150 }, objectFit: 'cover', flexShrink: 0, display: 'block', bgcolor: 'action.hover' }}
        />
      )}
      <Box sx={{ p: { xs: 2, md: 3 }, flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="h3" component={heading} sx={{ fontSize: '1.2rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {card.title}
        </Typography>
        {card.description && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{card.description}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {card.expiry} · {card.remaining}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <CouponAction card={card} page={page} isGuest={isGuest} />
        </Box>
        {card.failure && (
          <Box sx={{ mt: 2 }}>
            <Notice severity="error">{card.failure}</Notice>
          </Box>
        )}
      </Box>
    </Paper>
  );
});

function CouponAction({ card, page, isGuest }: { card: CouponCard; page: CouponsPresenter; isGuest: boolean }) {
  const i18n = useI18n();
  switch (card.action) {
    case 'code':
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="body2" color="text.secondary" id={`coupon-${card.id}-code`}>
              {i18n.t('coupons.yourCode')}
            </Typography>
            <Typography
              aria-labelledby={`coupon-${card.id}-code`}
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: { xs: '1.6rem', md: '1.9rem' }, fontWeight: 700, letterSpacing: '0.08em', userSelect: 'all', overflowWrap: 'anywhere' }}
            >
              {card.code}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={() => void page.copyClicked(card.id)} aria-label={i18n.t('coupons.copyNamed', { title: card.title })}>
            {i18n.t('coupons.copy')}
          </Button>
        </Stack>
      );
    case 'expired':
      return <Typography sx={{ fontWeight: 600 }}>{i18n.t('coupons.expiredShort')}</Typography>;
    case 'exhausted':
      return <Typography sx={{ fontWeight: 600 }}>{i18n.t('coupons.exhaustedShort')}</Typography>;
    case 'get':
    case 'getting': {
      const busy = card.action === 'getting';
      return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            onClick={() => void page.getCodeClicked(card.id)}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={`coupon-${card.id}`}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? i18n.t('coupons.gettingCode') : i18n.t('coupons.getCode')}
          </Button>
          {isGuest && (
            <Typography variant="body2" color="text.secondary">
              {i18n.t('coupons.signInHint')}
            </Typography>
          )}
        </Stack>
      );
    }
  }
}
