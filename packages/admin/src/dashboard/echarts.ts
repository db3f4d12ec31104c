import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the chart types and parts the dashboard draws, so the chunk stays small; imported from the
// dashboard screens alone, it loads with the first of them, never with the admin's first page.
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

export type { EChartsCoreOption } from 'echarts/core';
export { echarts };
