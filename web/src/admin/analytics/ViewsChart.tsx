import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsReport } from '../../../../codegen/hey-api/types.gen.ts';

/** Views and visitors per day; this module (and the chart library) loads with the Analytics screen only. */
export default function ViewsChart({ days }: { days: AnalyticsReport['days'] }) {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: days.map((day) => day.date) }]}
      series={[
        { data: days.map((day) => day.views), label: 'Views', showMark: days.length <= 31 },
        { data: days.map((day) => day.visitors), label: 'Visitors', showMark: days.length <= 31 },
      ]}
    />
  );
}
