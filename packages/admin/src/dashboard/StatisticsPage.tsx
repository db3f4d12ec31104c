import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { ChartPanel, type Series } from './ChartPanel';
import { DashboardScreen } from './DashboardScreen';
import { monthName } from './format';

const counts = ['submitted', 'verified', 'sent_back', 'waiting', 'late'] as const;
type Counts = Record<(typeof counts)[number], number>;

export interface Statistics {
  units: ({ id: number; name: string } & Counts)[];
  reporters: ({ id: number; name: string } & Counts)[];
  months: ({ period: string } & Counts)[];
}

/** Statistik Laporan (/dashboard/statistics): field reports submitted, verified, sent back and late. */
export default function StatisticsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const seriesOf = (rows: Counts[], kind?: Series['kind']): Series[] =>
    counts.map((c) => ({ key: c, name: t(`dash.statistics.${c}`), kind, values: rows.map((r) => r[c]) }));
  return (
    <DashboardScreen<Statistics> screen="statistics">
      {(data) => (
        <>
          <ChartPanel
            screen="statistics"
            chart="units"
            horizontal
            title={t('dash.statistics.units')}
            categoryTitle={t('dash.statistics.unit')}
            categories={data.units.map((u) => u.name)}
            series={seriesOf(data.units)}
          />
          <ChartPanel
            screen="statistics"
            chart="months"
            title={t('dash.statistics.months')}
            categoryTitle={t('dash.statistics.period')}
            categories={data.months.map((m) => monthName(m.period, lang))}
            series={seriesOf(data.months, 'line')}
          />
          <ChartPanel
            screen="statistics"
            chart="reporters"
            tableOnly
            title={t('dash.statistics.reporters')}
            categoryTitle={t('dash.statistics.reporter')}
            categories={data.reporters.map((r) => r.name)}
            series={seriesOf(data.reporters)}
          />
        </>
      )}
    </DashboardScreen>
  );
}
