import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { NETWORK_PATHS } from '../../domain/navigation/NetworkPaths';
import { useI18n } from '../kit/Resolver';
import { CenteredMessage } from '../widgets/CenteredMessage';
import { markHiddenEdges, scrollIntoRow } from '../widgets/hiddenEdges';
import { useNetwork, usePageTitle } from '../kit/NetworkContext';
import type { ManageSectionKey } from '../../domain/navigation/ManageSections';
import type { ManageAreaPresenter } from './ManageAreaPresenter';

/**
 * Every page of `/:slug/manage/*`: the "managers only" page for anyone but a network manager, otherwise the
 * area's navigation above the page; the tab is named after the section.
 */
export const ManageFrame = observer(function ManageFrame({ area, current, children }: { area: ManageAreaPresenter; current: ManageSectionKey | null; children: ReactNode }) {
  const i18n = useI18n();
  const { shell, pathTo } = useNetwork();
  usePageTitle(area.pageTitleAt(current));

  if (area.gate !== 'manager') {
    const refusal = area.refusal;
    return (
      <CenteredMessage title={refusal.title} body={refusal.body}>
        {refusal.offerSignIn && (
          <button type="button" className="btn btn--contained" onClick={shell.signInClicked}>
            {i18n.t('manage.refused.signIn')}
          </button>
        )}
        <RouterLink className={refusal.offerSignIn ? 'btn' : 'btn btn--contained'} to={pathTo(NETWORK_PATHS.home)}>
          {i18n.t('common.backHome')}
        </RouterLink>
      </CenteredMessage>
    );
  }
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      {/* One line that scrolls sideways on a phone, a faded edge saying there are more; the current section in sight. */}
      <Box component="nav" aria-label={i18n.t('manage.nav.label')} sx={{ mb: { xs: 2, md: 3 } }}>
        <Box component="ul" ref={markHiddenEdges} className="scroll-row" sx={{ display: 'flex', gap: 1, overflowX: 'auto', scrollbarWidth: 'none', listStyle: 'none', p: 0, m: 0, '& > li': { flexShrink: 0 } }}>
          <li ref={current === null ? scrollIntoRow : undefined}>
            <Button component={RouterLink} to={pathTo(NETWORK_PATHS.manage)} aria-current={current === null ? 'page' : undefined} variant={current === null ? 'contained' : 'text'}>
              {i18n.t('manage.title')}
            </Button>
          </li>
          {area.sections.map((section) => (
            <li key={section.key} ref={current === section.key ? scrollIntoRow : undefined}>
              <Button component={RouterLink} to={pathTo(section.path)} aria-current={current === section.key ? 'page' : undefined} variant={current === section.key ? 'contained' : 'text'}>
                {section.label}
              </Button>
            </li>
          ))}
        </Box>
      </Box>
      {children}
    </Container>
  );
});
