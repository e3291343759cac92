import { observer } from 'mobx-react-lite';
import type { I18n } from '../i18n/I18n';
import { CenteredMessage } from '../common/CenteredMessage';

export const FailurePanel = observer(function FailurePanel({ i18n }: { i18n: I18n }) {
  return (
    <CenteredMessage title={i18n.t('error.title')} body={i18n.t('error.body')}>
      <button type="button" className="btn btn--contained" onClick={() => window.location.reload()}>
        {i18n.t('error.reload')}
      </button>
    </CenteredMessage>
  );
});
