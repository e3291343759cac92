import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useService } from '../app/Resolver';
import { PRESENTATION, type PresentationConfig } from '../tokens';
import type { I18n } from '../i18n/I18n';
import { CenteredMessage } from '../common/CenteredMessage';

export const NetworkNotFound = observer(function NetworkNotFound({ slug }: { slug: string }) {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  const config = useService<PresentationConfig>(PRESENTATION.AppConfig);
  return (
    <CenteredMessage title={i18n.t('notFound.title')} body={i18n.t('notFound.body', { slug })}>
      {!config.hostSlug && (
        <Button variant="contained" component={RouterLink} to="/">
          {i18n.t('notFound.toLanding')}
        </Button>
      )}
    </CenteredMessage>
  );
});
