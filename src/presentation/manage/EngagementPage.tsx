import { useCallback, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePresenter, useI18n } from '../kit/Resolver';
import { PRESENTERS } from '../tokens';
import { keyBelongsToFocus, usePageKeys } from '../kit/usePageKeys';
import { CustomRangeDialog } from './CustomRangeDialog';
import { downloadFile } from './downloadFile';
import { KpiTile, MetricChart, RankingCard } from './EngagementCharts';
import type { RankingMetric } from '../../domain/manage/Engagement';
import type { EngagementPresenter, PresetOption } from './EngagementPresenter';

/** `/:slug/manage/engagement`: the engagement dashboard, for network managers. */
export const EngagementPage = observer(function EngagementPage({ networkName }: { networkName: string }) {
  return <Dashboard page={usePresenter(PRESENTERS.Engagement)} networkName={networkName} />;
});

/** Typing in a field, or a key with a modifier, is not a shortcut. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  return !keyBelongsToFocus(event);
}

const Dashboard = observer(function Dashboard({ page, networkName }: { page: EngagementPresenter; networkName: string }) {
  const i18n = useI18n();
  const { search } = useLocation();
  const exportRanking = useCallback((metric: RankingMetric) => downloadFile(page.rankingCsvOf(metric)), [page]);
  useEffect(() => page.locationChanged(search), [page, search]);
  usePageKeys(useCallback((event: KeyboardEvent) => !page.customOpen && isShortcut(event) && page.shortcutPressed(event.key), [page]));

  return (
    <>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {i18n.t('manage.engagement.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {i18n.t('manage.engagement.intro', { network: networkName })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 3, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={i18n.t('manage.period.label')}
          value={page.period?.preset ?? ''}
          onChange={(event) => page.presetChosen(event.target.value as PresetOption['preset'])}
          size="small"
          slotProps={{ select: { renderValue: () => page.periodLabel } }}
          sx={{ minWidth: 220 }}
        >
          {page.presets.map((option) => (
            <MenuItem key={option.preset} value={option.preset} onClick={option.preset === 'custom' ? page.customOpened : undefined}>
              <ListItemText primary={option.label} />
              <Box component="kbd" aria-label={i18n.t('manage.period.shortcut', { key: option.shortcut })} sx={{ ml: 2, color: 'text.secondary', fontFamily: 'inherit', fontSize: '0.8rem' }}>
                {option.shortcut}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <Typography aria-live="polite" sx={{ flex: 1 }}>
          {page.rangeLabel}
        </Typography>
        <Button variant="outlined" disabled={!page.canExportRange} onClick={() => downloadFile(page.rangeCsv)}>
          {i18n.t('manage.export')}
        </Button>
      </Stack>

      <DashboardSection title={i18n.t('manage.kpis')} columns={{ xs: 2, md: 5 }}>
        {page.tiles.map((tile) => (
          <KpiTile key={tile.metric} tile={tile} onRetry={page.retryClicked} />
        ))}
      </DashboardSection>
      <DashboardSection title={i18n.t('manage.charts')} columns={{ xs: 1, md: 2 }}>
        {page.tiles.map((tile) => (
          <MetricChart key={tile.metric} tile={tile} formatNumber={page.formatNumber} onRetry={page.retryClicked} />
        ))}
      </DashboardSection>
      <DashboardSection title={i18n.t('manage.rankings')} columns={{ xs: 1, md: 2 }}>
        {page.rankings.map((table) => (
          <RankingCard key={table.metric} table={table} onRetry={page.retryClicked} onExport={exportRanking} />
        ))}
      </DashboardSection>
      <CustomRangeDialog page={page} />
    </>
  );
});

/** A titled part of the dashboard: its cards in a grid of `columns` (phone, from 768 px). */
function DashboardSection({ title, columns, children }: { title: string; columns: { xs: number; md: number }; children: ReactNode }) {
  const grid = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: grid(columns.xs), md: grid(columns.md) } }}>{children}</Box>
    </Box>
  );
}
