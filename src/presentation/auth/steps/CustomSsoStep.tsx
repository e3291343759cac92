import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PolicyLinks } from './PolicyLinks';
import type { StepProps } from './StepProps';
import { useI18n } from '../../kit/Resolver';

export const CustomSsoStep = observer(function CustomSsoStep({ modal, pathTo }: StepProps) {
  const i18n = useI18n();
  return (
    <Stack spacing={2}>
      {modal.customSso && <Typography color="text.secondary" sx={{ textAlign: 'center' }}>{modal.customSso.label}</Typography>}
      <Button variant="contained" size="large" onClick={modal.continueClicked} autoFocus>
        {i18n.t('auth.sso.continue')}
      </Button>
      <PolicyLinks pathTo={pathTo} />
    </Stack>
  );
});
