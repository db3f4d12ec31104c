import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts';

/**
 * One chart drawn by ECharts as SVG, named by its text summary. Its own chunk: a dashboard screen shows its
 * figures and tables before ECharts has loaded, and a screen without charts never loads it.
 */
export default function Chart({
  option,
  height,
  label,
  onChart,
}: {
  option: EChartsCoreOption;
  height: number;
  label: string;
  onChart: (chart: EChartsType | undefined) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType>(undefined);
  useEffect(() => {
    const el = element.current!;
    // A container not laid out yet (or a test's DOM) has no width: the chart takes a usual one until resized.
    const instance = echarts.init(el, undefined, { renderer: 'svg', height, width: el.clientWidth || 640 });
    chart.current = instance;
    onChart(instance);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => el.clientWidth && instance.resize({ width: el.clientWidth, height }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      onChart(undefined);
      instance.dispose();
    };
  }, [height, onChart]);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={element} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
