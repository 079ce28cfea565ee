import { BarChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { analyticsMessages, type UserActivityReport } from '@rw/core';
import { useState } from 'react';
import { AnalyticsEmpty } from '#/features/analytics/components/analytics-states';
import { ChartFigure } from '#/features/analytics/components/chart-figure';
import { formatDay } from '#/features/analytics/utils/format';

type Cut = 'day' | 'week';

/**
 * People active per day or per week of the period (docs/product/analytics.md#user-activity), a bar chart and
 * its table.
 */
export function ActiveUsersChart({ report }: { report: UserActivityReport }) {
  const [cut, setCut] = useState<Cut>('day');
  const points =
    cut === 'day'
      ? report.days.map((d) => ({ start: d.date, active: d.active_users }))
      : report.weeks.map((w) => ({ start: w.week_start, active: w.active_users }));
  const data = points.map((p) => ({ label: formatDay(p.start, 'short'), 'Active people': p.active }));
  const title = cut === 'day' ? 'Active people per day' : 'Active people per week';
  return (
    <ChartFigure
      title={title}
      description="People with at least one recorded activity."
      actions={
        <SegmentedControl
          size="xs"
          aria-label="Per day or per week"
          value={cut}
          onChange={(v) => setCut(v as Cut)}
          data={[
            { value: 'day', label: 'Per day' },
            { value: 'week', label: 'Per week' },
          ]}
        />
      }
      table={{
        columns: [cut === 'day' ? 'Day' : 'Week starting', 'Active people'],
        rows: points.map((p) => [formatDay(p.start), p.active]),
      }}
      empty={
        report.active_users === 0 ? (
          <AnalyticsEmpty
            title={analyticsMessages.noActivity}
            description={analyticsMessages.noActivityHint}
          />
        ) : undefined
      }
    >
      <BarChart
        h={240}
        data={data}
        dataKey="label"
        series={[{ name: 'Active people', color: 'blue.6' }]}
        tickLine="y"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartFigure>
  );
}
