import { observer } from 'mobx-react-lite';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Content } from '../../domain/content/Content';
import type { I18n } from '../i18n/I18n';

export const ContentCard = observer(function ContentCard({ content, i18n }: { content: Content; i18n: I18n }) {
  const typeKey = `content.type.${content.type}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`content-${content.id}`} sx={{ overflow: 'hidden' }}>
      {content.cover && <Box component="img" src={content.cover} alt="" loading="lazy" sx={{ display: 'block', width: '100%', aspectRatio: '16 / 7', objectFit: 'cover' }} />}
      <Box sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography
            component="span"
            variant="caption"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 4,
              fontWeight: 600,
              bgcolor: content.type === 'announcement' ? 'secondary.main' : 'action.selected',
              color: content.type === 'announcement' ? 'secondary.contrastText' : 'text.primary',
            }}
          >
            {i18n.has(typeKey) ? i18n.t(typeKey) : content.type}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="time" dateTime={content.createdAt}>
            {i18n.formatDate(content.createdAt)}
          </Typography>
        </Stack>
        <Typography id={`content-${content.id}`} variant="h3" component="h2" gutterBottom>
          {content.title}
        </Typography>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {content.body}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {content.commentsCount === 1 ? i18n.t('home.comment') : i18n.t('home.comments', { count: content.commentsCount })}
        </Typography>
      </Box>
    </Paper>
  );
});
