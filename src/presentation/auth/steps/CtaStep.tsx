import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PolicyLinks } from './PolicyLinks';
import { SocialButtons } from './SocialButtons';
import type { StepProps } from './StepProps';

export const CtaStep = observer(function CtaStep({ modal, pathTo }: StepProps) {
  return (
    <Stack spacing={1.5}>
      <Button variant="contained" size="large" onClick={modal.continueClicked} autoFocus>
        {modal.ctaLabel}
      </Button>
      <SocialButtons modal={modal} />
      <PolicyLinks pathTo={pathTo} />
    </Stack>
  );
});
