import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '../kit/Resolver';
import { useNetwork } from '../kit/NetworkContext';
import type { ManageAreaPresenter } from './ManageAreaPresenter';

/** `/:slug/manage`: the manager area's index, one card per section (the way in from the account menu's Manage). */
export const ManageHomePage = observer(function ManageHomePage({ area }: { area: ManageAreaPresenter }) {
  const i18n = useI18n();
  const { pathTo } = useNetwork();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {i18n.t('manage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {i18n.t('manage.intro', { network: area.networkName })}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {area.sections.map((section) => (
          <li key={section.key}>
            <Paper variant="outlined">
              <CardActionArea component={RouterLink} to={pathTo(section.path)} sx={{ p: { xs: 2, md: 3 } }}>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
                  {section.label}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {section.description}
                </Typography>
              </CardActionArea>
            </Paper>
          </li>
        ))}
      </Stack>
    </>
  );
});
