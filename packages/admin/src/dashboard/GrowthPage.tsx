import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../i18n';
import { ChartPanel } from './ChartPanel';
import { DashboardScreen } from './DashboardScreen';
import { num } from './format';

export interface Point {
  age_months: number;
  reports: number;
  height_cm: number;
  diameter_mm: number;
  survival_rate: number | null;
  standard_height_cm: number | null;
  standard_diameter_mm: number | null;
}

export interface Growth {
  species: { id: number; name: string; points: Point[] }[];
}

/** The address's parameter of the species shown; the screen's own, so never sent as a filter. */
const shownKey = 'shown_species';

/**
 * Pertumbuhan (/dashboard/growth): for one species at a time, its mean height against the growth
 * standard over the trees' age, and its survival, from approved growth reports.
 */
export default function GrowthPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  return (
    <DashboardScreen<Growth> screen="growth">
      {(data) => {
        const wanted = Number(params.get(shownKey));
        const shown = data.species.find((s) => s.id === wanted) ?? data.species[0];
        const points = shown?.points ?? [];
        const ages = points.map((p) => t('dash.growth.months', { age: num(p.age_months, lang) }));
        const picker = data.species.length > 1 && shown && (
          <Select
            aria-label={t('dash.growth.species')}
            data-testid="growth-species"
            style={{ minWidth: 180 }}
            value={shown.id}
            options={data.species.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(id) => {
              const next = new URLSearchParams(params);
              next.set(shownKey, String(id));
              setParams(next);
            }}
          />
        );
        const mean = { summed: false };
        return (
          <>
            <ChartPanel
              screen="growth"
              chart="growth"
              part="height"
              title={shown ? `${t('dash.growth.title')}: ${shown.name}` : t('dash.growth.title')}
              extra={picker}
              categoryTitle={t('dash.growth.age')}
              categories={ages}
              series={[
                {
                  ...mean,
                  key: 'height',
                  name: t('dash.growth.height'),
                  kind: 'line',
                  values: points.map((p) => p.height_cm),
                },
                {
                  ...mean,
                  key: 'standard',
                  name: t('dash.growth.standard'),
                  kind: 'line',
                  values: points.map((p) => p.standard_height_cm),
                },
                {
                  ...mean,
                  key: 'diameter',
                  name: t('dash.growth.diameter'),
                  tableOnly: true,
                  values: points.map((p) => p.diameter_mm),
                },
                {
                  ...mean,
                  key: 'standard_diameter',
                  name: t('dash.growth.standardDiameter'),
                  tableOnly: true,
                  values: points.map((p) => p.standard_diameter_mm),
                },
                {
                  key: 'reports',
                  name: t('dash.growth.reports'),
                  tableOnly: true,
                  values: points.map((p) => p.reports),
                },
              ]}
            />
            <ChartPanel
              screen="growth"
              chart="growth"
              part="survival"
              title={shown ? `${t('dash.growth.survival')}: ${shown.name}` : t('dash.growth.survival')}
              categoryTitle={t('dash.growth.age')}
              categories={ages}
              series={[
                {
                  ...mean,
                  key: 'survival',
                  name: t('dash.growth.survivalRate'),
                  kind: 'line',
                  values: points.map((p) => (p.survival_rate === null ? null : p.survival_rate * 100)),
                  format: (v) => (v === null ? '-' : `${num(Math.round(v * 10) / 10, lang)}%`),
                },
              ]}
            />
          </>
        );
      }}
    </DashboardScreen>
  );
}
