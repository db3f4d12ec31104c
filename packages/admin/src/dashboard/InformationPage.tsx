import { formatMoney, type Lang } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { ChartPanel } from './ChartPanel';
import { DashboardScreen } from './DashboardScreen';
import { FigureCards } from './FigureCard';
import { monthName, num, percent } from './format';

type Counted = 'trees_planted' | 'trees_alive' | 'farmers' | 'villages' | 'hectares' | 'reports_waiting';

export interface Information extends Record<Counted, number> {
  survival_rate: number | null;
  funds_raised_idr: number | null;
  co2_tonnes: { low: number; central: number; high: number };
  change: Record<Counted, number> & { survival_rate: number | null; funds_raised_idr: number | null };
  change_since: string;
}

/** A change with its sign, as the figure it belongs to is written. */
const signed = (amount: number, write: (n: number) => string) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${write(Math.abs(amount))}`;

function Figures({ data, lang }: { data: Information; lang: Lang }) {
  const { t } = useTranslation();
  const since = monthName(data.change_since, lang);
  const counted = (key: Counted, write: (n: number) => string = (n) => num(n, lang)) => ({
    key,
    title: t(`dash.figures.${key}`),
    value: write(data[key]),
    change: { amount: data.change[key], text: signed(data.change[key], write), since },
  });
  const cards = [
    counted('trees_planted'),
    {
      ...counted('trees_alive'),
      footer: `${t('dash.figures.survival_rate')}: ${percent(data.survival_rate, lang)}`,
    },
    counted('farmers'),
    counted('villages'),
    counted('hectares'),
    ...(data.funds_raised_idr === null
      ? []
      : [
          {
            key: 'funds_raised_idr',
            title: t('dash.figures.funds_raised_idr'),
            value: formatMoney(data.funds_raised_idr),
            change: {
              amount: data.change.funds_raised_idr,
              text: signed(data.change.funds_raised_idr ?? 0, formatMoney),
              since,
            },
          },
        ]),
    counted('reports_waiting'),
    {
      key: 'co2',
      title: t('dash.figures.co2'),
      value: `${num(data.co2_tonnes.low, lang)}–${num(data.co2_tonnes.high, lang)} ${t('dash.units.tonnes')}`,
      footer: t('dash.figures.co2Central', { central: num(data.co2_tonnes.central, lang) }),
    },
  ];
  return <FigureCards cards={cards} />;
}

/**
 * Informasi Dashboard (/dashboard/information), the page a user lands on: the headline figures for the
 * filters, each with what the latest period added, and the same figures as a table to export.
 */
export default function InformationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <DashboardScreen<Information> screen="information">
      {(data) => {
        const rows: [string, number | null, number | null][] = [
          [t('dash.figures.trees_planted'), data.trees_planted, data.change.trees_planted],
          [t('dash.figures.trees_alive'), data.trees_alive, data.change.trees_alive],
          [
            `${t('dash.figures.survival_rate')} (%)`,
            data.survival_rate === null ? null : Math.round(data.survival_rate * 1000) / 10,
            data.change.survival_rate === null ? null : Math.round(data.change.survival_rate * 1000) / 10,
          ],
          [t('dash.figures.farmers'), data.farmers, data.change.farmers],
          [t('dash.figures.villages'), data.villages, data.change.villages],
          [t('dash.figures.hectares'), data.hectares, data.change.hectares],
          ...(data.funds_raised_idr === null
            ? []
            : [
                [
                  `${t('dash.figures.funds_raised_idr')} (Rp)`,
                  data.funds_raised_idr,
                  data.change.funds_raised_idr,
                ] as [string, number | null, number | null],
              ]),
          [t('dash.figures.reports_waiting'), data.reports_waiting, data.change.reports_waiting],
        ];
        return (
          <>
            <Figures data={data} lang={lang} />
            <ChartPanel
              screen="information"
              chart="figures"
              tableOnly
              title={t('dash.figures.title')}
              categoryTitle={t('dash.figures.figure')}
              categories={rows.map((r) => r[0])}
              series={[
                { key: 'value', name: t('dash.figures.value'), values: rows.map((r) => r[1]) },
                {
                  key: 'change',
                  name: `${t('dash.figures.change')} (${t('dash.figures.since', { month: monthName(data.change_since, lang) })})`,
                  values: rows.map((r) => r[2]),
                },
              ]}
            />
          </>
        );
      }}
    </DashboardScreen>
  );
}
