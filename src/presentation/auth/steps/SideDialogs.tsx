import { observer } from 'mobx-react-lite';
import type { AuthModalPresenter } from '../presenters/AuthModalPresenter';
import { ConflictDialog } from './ConflictDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

/** The dialogs the modal opens over itself (forgot password, a credentials conflict): MUI, a chunk of their own. */
const SideDialogs = observer(function SideDialogs({ modal }: { modal: AuthModalPresenter }) {
  return (
    <>
      <ForgotPasswordDialog open={modal.forgotPasswordOpen} form={modal.forgotPassword} onClose={modal.forgotPasswordClosed} />
      <ConflictDialog
        conflict={modal.conflict?.kind ?? null}
        email={modal.conflict?.email ?? ''}
        onDismiss={modal.conflictDismissed}
        onLogin={modal.conflictLoginClicked}
        onForgotPassword={modal.conflictForgotPasswordClicked}
      />
    </>
  );
});

export default SideDialogs;
