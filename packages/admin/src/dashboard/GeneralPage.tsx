import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { ChartPanel } from './ChartPanel';
import { DashboardScreen } from './DashboardScreen';
import { monthName } from './format';

interface Named {
  id: number;
  name: string;
  trees: number;
}

export interface General {
  months: { month: string; trees: number }[];
  regions: Named[];
  region_level: 'province' | 'unit' | 'village';
  species: Named[];
}

/** Dashboard Umum (/dashboard/general): trees planted by month, by region and by species. */
export default function GeneralPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const trees = t('dash.general.trees');
  return (
    <DashboardScreen<General> screen="general">
      {(data) => (
        <>
          <ChartPanel
            screen="general"
            chart="months"
            title={t('dash.general.months')}
            categoryTitle={t('dash.general.month')}
            categories={data.months.map((m) => monthName(m.month, lang))}
            series={[{ key: 'trees', name: trees, kind: 'line', values: data.months.map((m) => m.trees) }]}
          />
          <ChartPanel
            screen="general"
            chart="regions"
            horizontal
            title={`${t('dash.general.regions')} (${t(`dash.general.${data.region_level}`)})`}
            categoryTitle={t(`dash.general.${data.region_level}`)}
            categories={data.regions.map((r) => r.name)}
            series={[{ key: 'trees', name: trees, values: data.regions.map((r) => r.trees) }]}
          />
          <ChartPanel
            screen="general"
            chart="species"
            horizontal
            title={t('dash.general.species')}
            categoryTitle={t('dash.general.speciesName')}
            categories={data.species.map((s) => s.name)}
            series={[{ key: 'trees', name: trees, values: data.species.map((s) => s.trees) }]}
          />
        </>
      )}
    </DashboardScreen>
  );
}
