import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Notice } from '../widgets/Notice';
import type { ConsentSettingsPresenter } from './ConsentSettingsPresenter';
import { SettingsSection } from './SettingsSection';
import { useI18n } from '../kit/Resolver';

/** Spec §4's consents that the network switches on, one switch each, named by its title and described by its text. */
export const ConsentsSection = observer(function ConsentsSection({ consents }: { consents: ConsentSettingsPresenter }) {
  const i18n = useI18n();
  return (
    <SettingsSection id="settings-consents" title={i18n.t('settings.consents.title')} description={i18n.t('settings.consents.intro')}>
      <Stack spacing={2.5}>
        {consents.switches.map((consent) => {
          const descriptionId = `settings-consent-${consent.step}-description`;
          return (
            <Box key={consent.step}>
              <FormControlLabel
                control={
                  <Switch
                    checked={consent.checked}
                    onChange={(event) => void consents.toggled(consent.step, event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': descriptionId, 'aria-busy': consent.saving } }}
                  />
                }
                label={consent.title}
                sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
              />
              <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: { md: 6.5 } }}>
                {consent.description}
              </Typography>
              {consent.failure && (
                <Box sx={{ mt: 1 }}>
                  <Notice severity="error" title={i18n.t('settings.consents.notSaved')} action={<Button onClick={() => consents.retryClicked(consent.step)}>{i18n.t('common.retry')}</Button>}>
                    {consent.failure}
                  </Notice>
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </SettingsSection>
  );
});
