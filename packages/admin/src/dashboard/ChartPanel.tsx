import { DownloadOutlined } from '@ant-design/icons';
import type { Lang } from '@rimba/core';
import { Button, Card, Dropdown, Empty, Flex, Segmented, Table, Typography, theme } from 'antd';
import type { GlobalToken } from 'antd/es/theme/interface';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { lazy, type ReactNode, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../api/client';
import { useFeedback } from '../feedback/useFeedback';
import { useLang } from '../i18n';
import { downloadFromApi, saveFile } from '../modules/list/ExportButton';
import { type Filters, useFilters } from './DashboardFilters';
import { num } from './format';
import { type Screen, screenSources } from './useDashboard';
import './dashboardTexts';

/** One row of numbers of a chart: a bar or line series, or markers only (a range's ends). */
export interface Series {
  key: string;
  name: string;
  values: (number | null)[];
  kind?: 'bar' | 'line' | 'marker';
  stack?: string;
  color?: string;
  /** A number that belongs with the others in the table but not on the chart's axis (a count beside tonnes). */
  tableOnly?: boolean;
  /** Whether the summary adds the values up (counts) or only names the highest and lowest (rates, means). */
  summed?: boolean;
  /** How a value reads in the table, tooltips and summary; the page's number format by default. */
  format?: (value: number | null, lang: Lang) => string;
}

export interface ChartPanelProps {
  screen: Screen;
  /** The chart's name in the server's export. */
  chart: string;
  /** Names the panel when two show the same exported numbers (growth's height and survival). */
  part?: string;
  title: string;
  /** What a category is (the table's first column): month, species, unit… */
  categoryTitle: string;
  categories: string[];
  series: Series[];
  /** Bars laid along the vertical axis, for long names (regions, species). */
  horizontal?: boolean;
  /** A summary said in words, when the page knows better than the highest and lowest of each series. */
  summary?: string;
  /** A list with no chart (reporters): the table and its export. */
  tableOnly?: boolean;
  extra?: ReactNode;
}

const drawn = (series: Series[]) => series.filter((s) => !s.tableOnly);

const formatOf = (series: Series) => series.format ?? ((v: number | null, lang: Lang) => num(v, lang));

/** The chart's colours: the admin's theme, so charts sit with the rest of the page. */
const paletteOf = (token: GlobalToken) => [
  token.colorPrimary,
  token.colorInfo,
  token.colorWarning,
  token.colorSuccess,
  token.colorError,
  token.purple,
  token.cyan,
  token.magenta,
];

/**
 * A chart's numbers in a sentence or a few: for each series its total (when it adds up) and where it is
 * highest and lowest. Read by screen readers in place of the drawing, and by anyone wanting the gist.
 */
function summaryOf(
  title: string,
  categories: string[],
  series: Series[],
  lang: Lang,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (categories.length === 0) return t('dash.summary.none', { title });
  const lines = series.map((s) => {
    const format = formatOf(s);
    const known = s.values.map((v, i) => [v, i] as const).filter(([v]) => v !== null) as [number, number][];
    if (known.length === 0) return `${s.name}: -`;
    const top = known.reduce((a, b) => (b[0] > a[0] ? b : a));
    const low = known.reduce((a, b) => (b[0] < a[0] ? b : a));
    if (top[1] === low[1])
      return t('dash.summary.one', { name: s.name, top: categories[top[1]], topValue: format(top[0], lang) });
    return t(s.summed === false ? 'dash.summary.range' : 'dash.summary.series', {
      name: s.name,
      total: format(
        known.reduce((sum, [v]) => sum + v, 0),
        lang,
      ),
      top: categories[top[1]],
      topValue: format(top[0], lang),
      low: categories[low[1]],
      lowValue: format(low[0], lang),
    });
  });
  return `${t('dash.summary.points', { title, count: categories.length })} ${lines.join('. ')}.`;
}

function optionOf(
  props: ChartPanelProps,
  summary: string,
  token: GlobalToken,
  lang: Lang,
): EChartsCoreOption {
  const category = {
    type: 'category',
    data: props.categories,
    axisLabel: { color: token.colorTextSecondary },
    ...(props.horizontal && { inverse: true }),
  };
  const value = {
    type: 'value',
    axisLabel: { color: token.colorTextSecondary, formatter: (v: number) => num(v, lang) },
    splitLine: { lineStyle: { color: token.colorBorderSecondary } },
  };
  return {
    aria: { enabled: true, label: { description: summary } },
    color: paletteOf(token),
    textStyle: { fontFamily: token.fontFamily, color: token.colorText },
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: token.colorText } },
    grid: { left: 8, right: 24, top: 40, bottom: 8 },
    xAxis: props.horizontal ? value : category,
    yAxis: props.horizontal ? category : value,
    series: drawn(props.series).map((s) => ({
      name: s.name,
      type: s.kind === 'bar' || s.kind === undefined ? 'bar' : 'line',
      data: s.values,
      stack: s.stack,
      connectNulls: true,
      ...(s.color && { itemStyle: { color: s.color }, lineStyle: { color: s.color } }),
      ...(s.kind === 'marker' && { lineStyle: { opacity: 0 }, symbol: 'diamond', symbolSize: 10 }),
      tooltip: { valueFormatter: (v: number | null) => formatOf(s)(v, lang) },
    })),
  };
}

/** The chart as a PNG: its SVG drawn on a canvas twice its size, on the card's background. */
async function pngOf(chart: EChartsType, background: string): Promise<Blob> {
  const width = chart.getWidth();
  const height = chart.getHeight();
  const image = new Image();
  await new Promise((resolve, reject) => {
    image.onload = resolve;
    image.onerror = () => reject(new Error('svg'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(chart.renderToSVGString())}`;
  });
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d')!;
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'),
  );
}

/** The chart itself, loaded with ECharts when a chart is first shown. */
const Chart = lazy(() => import('./EChart'));

/** The address of one chart's numbers as a file, with the screen's filters. */
export const exportUrl = (path: string, chart: string, format: 'csv' | 'xlsx', filters: Filters) =>
  apiUrl(path, { chart, format, ...filters });

/**
 * A figure of a dashboard screen: its chart (or its table), the chart's numbers in words, a table view of
 * the same numbers, and an export of the numbers (CSV, Excel, from the server) and of the chart (PNG).
 */

export function ChartPanel(props: ChartPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();
  const source = screenSources[props.screen];
  const filters = useFilters(source.filters);
  const feedback = useFeedback();
  const [view, setView] = useState<'chart' | 'table'>(props.tableOnly ? 'table' : 'chart');
  const chart = useRef<EChartsType>(undefined);
  const summaryId = useId();
  const summary = props.summary ?? summaryOf(props.title, props.categories, drawn(props.series), lang, t);
  const option = useMemo(() => optionOf(props, summary, token, lang), [props, summary, token, lang]);
  const empty = props.categories.length === 0;
  const testId = `chart-${props.screen}-${props.part ?? props.chart}`;
  const onChart = useRef((instance: EChartsType | undefined) => {
    chart.current = instance;
  }).current;
  const height = props.horizontal ? Math.max(240, props.categories.length * 28 + 80) : 320;

  const exported = source.export;
  const fileFormats = ['csv', 'xlsx'] as const;
  const exportItems = [
    ...(exported === undefined ? [] : fileFormats).map((format) => ({
      key: format,
      label: (
        <a
          href={exportUrl(exported!, props.chart, format, filters)}
          data-testid={`${testId}-export-${format}`}
        >
          {t(format === 'csv' ? 'dash.exportCsv' : 'dash.exportXlsx')}
        </a>
      ),
    })),
    ...(props.tableOnly || view !== 'chart' ? [] : [{ key: 'png', label: t('dash.exportPng') }]),
  ];
  const exportAs = async (key: string) => {
    const name = `dashboard-${props.screen}-${props.chart}`;
    try {
      if (key === 'png') {
        if (chart.current) saveFile(await pngOf(chart.current, token.colorBgContainer), `${name}.png`);
      } else if (exported !== undefined) {
        await downloadFromApi(
          exportUrl(exported, props.chart, key as 'csv' | 'xlsx', filters),
          `${name}.${key}`,
        );
      }
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : t('dash.exportFailed'));
    }
  };

  const columns = [
    { key: 'category', dataIndex: 'category', title: props.categoryTitle },
    ...props.series.map((s) => ({
      key: s.key,
      dataIndex: s.key,
      title: s.name,
      align: 'right' as const,
      render: (value: number | null) => formatOf(s)(value, lang),
    })),
  ];
  const rows = props.categories.map((category, i) => ({
    key: i,
    category,
    ...Object.fromEntries(props.series.map((s) => [s.key, s.values[i] ?? null])),
  }));

  return (
    <Card
      title={props.title}
      data-testid={testId}
      extra={
        <Flex gap={8} wrap align="center">
          {props.extra}
          {!props.tableOnly && !empty && (
            <Segmented
              aria-label={t('dash.show')}
              value={view}
              onChange={(next) => setView(next as 'chart' | 'table')}
              options={[
                { value: 'chart', label: t('dash.chart') },
                { value: 'table', label: t('dash.table') },
              ]}
            />
          )}
          {exportItems.length > 0 && (
            <Dropdown
              trigger={['click']}
              disabled={empty}
              menu={{
                items: exportItems,
                onClick: ({ key, domEvent }) => {
                  domEvent.preventDefault();
                  void exportAs(key);
                },
              }}
            >
              <Button icon={<DownloadOutlined />} data-testid={`${testId}-export`}>
                {t('dash.export')}
              </Button>
            </Dropdown>
          )}
        </Flex>
      }
    >
      {empty ? (
        <Empty description={t('dash.empty')} />
      ) : (
        <>
          {!props.tableOnly && (
            <Typography.Paragraph type="secondary" id={summaryId} data-testid={`${testId}-summary`}>
              {summary}
            </Typography.Paragraph>
          )}
          {view === 'chart' && !props.tableOnly ? (
            <Suspense fallback={<div style={{ height }} />}>
              <Chart option={option} height={height} label={summary} onChart={onChart} />
            </Suspense>
          ) : (
            // A table wider than a phone scrolls inside a region the keyboard can reach and scroll.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus
            <section aria-label={props.title} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table
                size="small"
                data-testid={`${testId}-table`}
                aria-describedby={props.tableOnly ? undefined : summaryId}
                columns={columns}
                dataSource={rows}
                pagination={false}
              />
            </section>
          )}
        </>
      )}
    </Card>
  );
}
