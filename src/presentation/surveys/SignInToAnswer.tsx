import Button from '@mui/material/Button';
import { Notice } from '../widgets/Notice';

/** What a guest is told on the list and on a survey: why to sign in, and the button that opens the sign-in dialog. */
export function SignInToAnswer({ text, buttonLabel, onSignIn }: { text: string; buttonLabel: string; onSignIn: () => void }) {
  return (
    <Notice
      severity="info"
      action={
        <Button variant="contained" onClick={onSignIn} sx={{ flexShrink: 0 }}>
          {buttonLabel}
        </Button>
      }
    >
      {text}
    </Notice>
  );
}
