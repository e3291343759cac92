import { observer } from 'mobx-react-lite';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { useI18n } from '../kit/Resolver';

export const FailurePanel = observer(function FailurePanel() {
  const i18n = useI18n();
  return (
    <CenteredMessage title={i18n.t('error.title')} body={i18n.t('error.body')}>
      <button type="button" className="btn btn--contained" onClick={() => window.location.reload()}>
        {i18n.t('error.reload')}
      </button>
    </CenteredMessage>
  );
});
