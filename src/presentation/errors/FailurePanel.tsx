import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import { useService } from '../app/Resolver';
import type { I18n } from '../i18n/I18n';
import { PRESENTATION } from '../tokens';
import { CenteredMessage } from '../common/CenteredMessage';

export const FailurePanel = observer(function FailurePanel() {
  const i18n = useService<I18n>(PRESENTATION.I18n);
  return (
    <CenteredMessage title={i18n.t('error.title')} body={i18n.t('error.body')}>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {i18n.t('error.reload')}
      </Button>
    </CenteredMessage>
  );
});
