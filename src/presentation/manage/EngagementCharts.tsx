import { memo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { SkeletonBlock } from '../widgets/SkeletonBlock';
import type { RankingTable, SeriesTile } from './EngagementPresenter';
import { useI18n } from '../kit/Resolver';

const TREND_COLOR = { up: 'success.main', down: 'error.main', flat: 'text.secondary', none: 'text.secondary' } as const;

/** Loading, failed (with a retry) or the content: each tile and table on its own. */
function TileState({ status, failure, label, onRetry, height, children }: { status: SeriesTile['status']; failure: string; label: string; onRetry: () => void; height: number; children: ReactNode }) {
  const i18n = useI18n();
  // Said in reading order, not as a live region: twenty-five tiles loading at once would talk over each other.
  if (status === 'loading') return <SkeletonBlock label={i18n.t('manage.loading', { metric: label })} height={height} />;
  if (status === 'failed') {
    return (
      <Box role="alert" sx={{ minHeight: height, display: 'grid', alignContent: 'center', justifyItems: 'start', gap: 1 }}>
        <Typography color="error.main" variant="body2">
          {i18n.t('manage.failed', { metric: label })} {failure}
        </Typography>
        <Button size="small" variant="outlined" onClick={onRetry}>
          {i18n.t('manage.retry')}
        </Button>
      </Box>
    );
  }
  return <>{children}</>;
}

/** A card's heading, with its action (a toggle, an export) at the end of the line. */
function CardTitle({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

type Retry = (metric: SeriesTile['metric'] | RankingTable['metric']) => void;

// The cards are memoized: the presenter keeps a tile's object until its own answer changes it, and the callbacks
// are the presenter's bound actions, so an answer renders its own card only.

/** A KPI tile: the period's total, its change against the previous period and a sparkline. */
export const KpiTile = memo(function KpiTile({ tile, onRetry }: { tile: SeriesTile; onRetry: Retry }) {
  const titleId = `kpi-${tile.metric}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} aria-busy={tile.status === 'loading'} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={titleId} component="h3" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {tile.label}
      </Typography>
      <TileState status={tile.status} failure={tile.failure} label={tile.label} onRetry={() => onRetry(tile.metric)} height={72}>
        {/* The change always on a line of its own under the total (kept when there is none): every tile alike, whatever its width. */}
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 }}>{tile.total}</Typography>
        <Typography variant="body2" sx={{ minHeight: '1.43em', color: TREND_COLOR[tile.trend], fontWeight: 600 }}>
          {tile.change && (
            <>
              <span aria-hidden="true">{tile.change}</span>
              <span className="visually-hidden">{tile.changeLabel}</span>
            </>
          )}
        </Typography>
        <Box aria-hidden="true" sx={{ height: 36 }}>
          <SparkLineChart data={tile.points.map((point) => point.value)} height={36} plotType={tile.chart} yAxis={{ min: 0 }} disableKeyboardNavigation />
        </Box>
      </TileState>
    </Paper>
  );
});

/** A metric day by day, as a chart or (its text alternative) as a table. */
export const MetricChart = memo(function MetricChart({ tile, onRetry, formatNumber }: { tile: SeriesTile; onRetry: Retry; formatNumber: (value: number) => string }) {
  const i18n = useI18n();
  const [asTable, setAsTable] = useState(false);
  const titleId = `chart-${tile.metric}`;
  const labels = tile.points.map((point) => point.label);
  const values = tile.points.map((point) => point.value);
  const formatted = (value: number | null, { dataIndex }: { dataIndex?: number }) => (value === null ? '' : (tile.points[dataIndex ?? -1]?.formatted ?? String(value)));
  // Counts on the axis in the reader's language; keyboard navigation (arrows move between days, the tooltip
  // follows) is asked for explicitly, so a default changing in x-charts cannot take it away.
  const yAxis = [{ min: 0, valueFormatter: (value: number) => formatNumber(value) }];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <CardTitle id={titleId} title={tile.label}>
        {tile.status === 'ready' && tile.points.length > 0 && (
          // A toggle button: its name stays, aria-pressed says whether the table is shown instead of the chart.
          <Button size="small" variant={asTable ? 'contained' : 'text'} aria-pressed={asTable} onClick={() => setAsTable(!asTable)} aria-label={`${i18n.t('manage.showTable')}: ${tile.label}`}>
            {i18n.t('manage.showTable')}
          </Button>
        )}
      </CardTitle>
      <TileState status={tile.status} failure={tile.failure} label={tile.label} onRetry={() => onRetry(tile.metric)} height={220}>
        {tile.points.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {i18n.t('manage.empty')}
          </Typography>
        ) : asTable ? (
          <Box sx={{ maxHeight: 260, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={i18n.t('manage.chartLabel', { metric: tile.label })}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{i18n.t('manage.table.date')}</TableCell>
                  <TableCell align="right">{tile.label}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tile.points.map((point) => (
                  <TableRow key={point.date}>
                    <TableCell>{point.label}</TableCell>
                    <TableCell align="right">{point.formatted}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Box role="figure" aria-label={i18n.t('manage.chartLabel', { metric: tile.label })}>
            {tile.chart === 'bar' ? (
              <BarChart height={220} xAxis={[{ scaleType: 'band', data: labels }]} yAxis={yAxis} series={[{ data: values, label: tile.label, valueFormatter: formatted }]} hideLegend disableKeyboardNavigation={false} />
            ) : (
              <LineChart height={220} xAxis={[{ scaleType: 'point', data: labels }]} yAxis={yAxis} series={[{ data: values, label: tile.label, showMark: false, valueFormatter: formatted }]} hideLegend disableKeyboardNavigation={false} />
            )}
          </Box>
        )}
      </TileState>
    </Paper>
  );
});

/** A `most-*` metric: its ranked entries with bars, and its CSV. */
export const RankingCard = memo(function RankingCard({ table, onRetry, onExport }: { table: RankingTable; onRetry: Retry; onExport: (metric: RankingTable['metric']) => void }) {
  const i18n = useI18n();
  const titleId = `ranking-${table.metric}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <CardTitle id={titleId} title={table.label}>
        {table.status === 'ready' && table.rows.length > 0 && (
          <Button size="small" onClick={() => onExport(table.metric)} aria-label={i18n.t('manage.exportRanking', { metric: table.label })}>
            {i18n.t('manage.export')}
          </Button>
        )}
      </CardTitle>
      <TileState status={table.status} failure={table.failure} label={table.label} onRetry={() => onRetry(table.metric)} height={180}>
        {table.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {i18n.t('manage.empty')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 48 }}>{i18n.t('manage.table.rank')}</TableCell>
                <TableCell>{i18n.t('manage.table.name')}</TableCell>
                <TableCell align="right">{i18n.t('manage.table.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ position: 'relative', overflowWrap: 'anywhere' }}>
                    <Box aria-hidden="true" sx={{ position: 'absolute', inset: '4px auto 4px 0', width: `${Math.round(row.share * 100)}%`, bgcolor: 'primary.main', opacity: 0.12, borderRadius: 1 }} />
                    <Box component="span" sx={{ position: 'relative' }}>
                      {row.label}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{row.formatted}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TileState>
    </Paper>
  );
});

