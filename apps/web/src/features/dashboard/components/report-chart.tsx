import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group } from '@mantine/core';
import type { Report } from '@lineup/contract/reports';
import { REPORT_VIEWS, SERIES_COLORS, SLICE_COLORS, isMoney } from '#web/features/dashboard/report-views.ts';
import type { ReportFormat } from '#web/features/dashboard/use-report-format.ts';

interface ReportChartProps {
  readonly report: Report;
  readonly format: ReportFormat;
  /** Opens the records behind a row, from a click on its bar or slice. */
  readonly onOpen: (key: string) => void;
}

/**
 * A chart keeps its tooltip within its own width: a hidden tooltip stays where it was last shown,
 * and one shown near a laptop chart's right edge would otherwise widen a phone's page once the
 * window narrows (or a tablet turns). Only across: the legend and tooltip may still overhang below.
 */
const CLIPPED = { overflowX: 'clip' } as const;

/** Pixels a bar across takes, so every name stays readable whatever the number of rows. */
const BAR_HEIGHT = 34;

/**
 * A report drawn: columns by day or month, bars across for named records (names read across even
 * on a phone), a donut for shares of a whole. A click on a bar or slice opens the records behind it.
 */
export function ReportChart({ report, format, onOpen }: ReportChartProps) {
  const view = REPORT_VIEWS[report.report];
  const drawn = view.chart === 'columns' ? report.rows : [...report.rows].slice(0, view.top ?? report.rows.length);
  const data = drawn.map((row) => ({
    key: row.key,
    name: format.keyText(report.keyKind, row),
    ...row.values,
  }));
  const money = view.drawn.some((key) => isMoney(format.kindOf(report, key)));
  const valueFormatter = (value: number) => format.value(money ? 'cents' : 'count', value);
  const open = (index: number | string | undefined) => {
    const row = index === undefined ? undefined : data[Number(index)];
    if (row) onOpen(row.key);
  };
  if (view.chart === 'donut') {
    const measure = view.drawn[0] ?? '';
    return (
      <Group justify="center" data-testid={`chart-${report.report}`} style={CLIPPED}>
        <DonutChart
          size={200}
          thickness={32}
          withLabels={false}
          withTooltip
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tooltipDataSource="segment"
          valueFormatter={valueFormatter}
          data={data.map((row, index) => ({
            name: row.name,
            value: Number(row[measure as keyof typeof row] ?? 0),
            color: SLICE_COLORS[index % SLICE_COLORS.length] ?? 'ocean.6',
          }))}
          pieProps={{ onClick: (_: unknown, index: number) => open(index), cursor: 'pointer' }}
        />
      </Group>
    );
  }
  const series = view.drawn.map((key, index) => ({
    name: key,
    label: format.measure(report.report, key),
    color: SERIES_COLORS[index % SERIES_COLORS.length] ?? 'ocean.6',
  }));
  const across = view.chart === 'bars';
  return (
    <BarChart
      data-testid={`chart-${report.report}`}
      style={CLIPPED}
      h={across ? Math.max(data.length * BAR_HEIGHT * series.length, 120) + 40 : 260}
      data={data}
      dataKey="name"
      series={series}
      orientation={across ? 'vertical' : 'horizontal'}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={valueFormatter}
      gridAxis={across ? 'x' : 'y'}
      tickLine="none"
      yAxisProps={across ? { width: 110 } : { width: money ? 72 : 40 }}
      xAxisProps={across ? {} : { minTickGap: 12 }}
      minBarSize={2}
      maxBarWidth={40}
      cursorFill="ocean.0"
      barChartProps={{ onClick: (state) => open(state.activeTooltipIndex ?? undefined), style: { cursor: 'pointer' } }}
    />
  );
}
