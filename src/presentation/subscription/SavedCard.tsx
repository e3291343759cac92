import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CardView } from './subscriptionViews';
import { useI18n } from '../kit/Resolver';

/** A saved card as the paid pages show it: brand and last digits, the default mark, the expiry (in red once past). */
export function SavedCard({ card }: { card: CardView }) {
  const i18n = useI18n();
  return (
    <Box sx={{ flex: 1, minWidth: 160 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {card.label} {card.isDefault && <Chip label={i18n.t('subscription.card.default')} size="small" sx={{ ml: 1 }} />}
      </Typography>
      <Typography variant="body2" color={card.expired ? 'error' : 'text.secondary'}>
        {card.expiry}
      </Typography>
    </Box>
  );
}
