import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { ChartPanel } from './ChartPanel';
import { DashboardScreen } from './DashboardScreen';
import { monthName, num } from './format';

type Status = 'planted' | 'alive' | 'dead' | 'harvested';

export interface Disposition {
  months: ({ month: string } & Record<Status, number>)[];
  totals: Record<Status, number>;
}

/**
 * Disposisi Pohon (/dashboard/disposition): the trees of each planting month by what became of them,
 * alive, dead or harvested, stacked up to the trees planted.
 */
export default function DispositionPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();
  const colors: Record<Exclude<Status, 'planted'>, string> = {
    alive: token.colorSuccess,
    dead: token.colorError,
    harvested: token.colorWarning,
  };
  return (
    <DashboardScreen<Disposition> screen="disposition">
      {(data) => (
        <ChartPanel
          screen="disposition"
          chart="months"
          title={t('dash.disposition.title')}
          categoryTitle={t('dash.disposition.month')}
          categories={data.months.map((m) => monthName(m.month, lang))}
          summary={
            data.months.length === 0
              ? undefined
              : `${t('dash.disposition.totals')}: ${(['planted', 'alive', 'dead', 'harvested'] as const)
                  .map((s) => `${t(`dash.disposition.${s}`)} ${num(data.totals[s], lang)}`)
                  .join(', ')}.`
          }
          series={[
            ...(['alive', 'dead', 'harvested'] as const).map((s) => ({
              key: s,
              name: t(`dash.disposition.${s}`),
              stack: 'status',
              color: colors[s],
              values: data.months.map((m) => m[s]),
            })),
            {
              key: 'planted',
              name: t('dash.disposition.planted'),
              kind: 'marker' as const,
              color: token.colorText,
              values: data.months.map((m) => m.planted),
            },
          ]}
        />
      )}
    </DashboardScreen>
  );
}
