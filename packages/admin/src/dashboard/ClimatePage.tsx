import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { ChartPanel } from './ChartPanel';
import { DashboardScreen } from './DashboardScreen';
import { num } from './format';

interface Range {
  low: number;
  central: number;
  high: number;
  trees: number;
}

export interface Climate {
  co2_tonnes: Range;
  measured: Range;
  modelled: Range;
  skipped: { no_density: number; no_size: number };
  species: {
    id: number;
    name: string;
    low: number;
    central: number;
    high: number;
    measured_trees: number;
    modelled_trees: number;
  }[];
  method: { id: string; en: string };
  certified: false;
}

/**
 * Iklim (/dashboard/climate): the CO₂ held by the living trees as a range, measured and modelled trees
 * apart, per species, with the method, and said plainly to be an estimate rather than a certified credit.
 */
export default function ClimatePage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <DashboardScreen<Climate> screen="climate">
      {(data) => {
        const ranges = [
          ['total', data.co2_tonnes, undefined],
          ['measured', data.measured, t('dash.climate.measuredHint')],
          ['modelled', data.modelled, t('dash.climate.modelledHint')],
        ] as const;
        return (
          <>
            <Alert type="info" showIcon title={t('dash.climate.estimate')} data-testid="climate-estimate" />
            <Row gutter={[16, 16]}>
              {ranges.map(([key, range, hint]) => (
                <Col key={key} xs={24} md={8}>
                  <Card size="small" data-testid={`climate-${key}`} style={{ height: '100%' }}>
                    <Statistic
                      title={t(`dash.climate.${key}`)}
                      value={range.central}
                      formatter={() =>
                        t('dash.climate.range', {
                          low: num(range.low, lang),
                          high: num(range.high, lang),
                        })
                      }
                    />
                    <Typography.Text>
                      {t('dash.climate.central', {
                        central: num(range.central, lang),
                        trees: num(range.trees, lang),
                      })}
                    </Typography.Text>
                    {hint && (
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                        {hint}
                      </Typography.Paragraph>
                    )}
                  </Card>
                </Col>
              ))}
            </Row>
            {(data.skipped.no_density > 0 || data.skipped.no_size > 0) && (
              <Typography.Text type="secondary" data-testid="climate-skipped">
                {t('dash.climate.skipped', {
                  noDensity: num(data.skipped.no_density, lang),
                  noSize: num(data.skipped.no_size, lang),
                })}
              </Typography.Text>
            )}
            <ChartPanel
              screen="climate"
              chart="species"
              horizontal
              title={t('dash.climate.species')}
              categoryTitle={t('dash.general.speciesName')}
              categories={data.species.map((s) => s.name)}
              series={[
                {
                  key: 'central',
                  name: t('dash.climate.centralName'),
                  values: data.species.map((s) => s.central),
                },
                {
                  key: 'low',
                  name: t('dash.climate.low'),
                  kind: 'marker',
                  values: data.species.map((s) => s.low),
                },
                {
                  key: 'high',
                  name: t('dash.climate.high'),
                  kind: 'marker',
                  values: data.species.map((s) => s.high),
                },
                {
                  key: 'measured_trees',
                  name: t('dash.climate.measuredTrees'),
                  tableOnly: true,
                  values: data.species.map((s) => s.measured_trees),
                },
                {
                  key: 'modelled_trees',
                  name: t('dash.climate.modelledTrees'),
                  tableOnly: true,
                  values: data.species.map((s) => s.modelled_trees),
                },
              ]}
            />
            <Card size="small" title={t('dash.climate.method')} data-testid="climate-method">
              <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                {data.method[lang]}
              </Typography.Paragraph>
            </Card>
          </>
        );
      }}
    </DashboardScreen>
  );
}
