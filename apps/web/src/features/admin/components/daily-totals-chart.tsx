import { formatKurus, formatKurusCompact } from '@psikorehber/shared/rules/money';
import { formatDateKey, formatDateKeyShort } from '~/features/admin/admin-format';
import type { DailyTotal } from '~/features/admin/daily-totals';

// A plain SVG bar chart: a chart library would weigh more than the whole report page. It is used
// by the report page only, so it ships in that page's chunk.

const SLOT = 36;
const BAR = 24;
const PAD_X = 12;
const PAD_TOP = 24;
const PAD_BOTTOM = 28;
const PLOT_HEIGHT = 168;
const HEIGHT = PAD_TOP + PLOT_HEIGHT + PAD_BOTTOM;
const MIN_WIDTH = 320;
/** Above this many days only every n-th date is written under the bars. */
const MAX_AXIS_LABELS = 12;

export function chartSummary(days: readonly DailyTotal[]): string {
  if (days.length === 0) return 'Günlük ödeme toplamları: bu dönemde ödeme yok.';
  const total = days.reduce((sum, day) => sum + day.totalMinor, 0);
  const highest = days.reduce((best, day) => (day.totalMinor > best.totalMinor ? day : best));
  return `Günlük ödeme toplamları, ${String(days.length)} gün: toplam ${formatKurus(total)}; en yüksek ${formatKurus(highest.totalMinor)} (${formatDateKey(highest.date)}).`;
}

export function DailyTotalsChart({ days }: { days: readonly DailyTotal[] }) {
  const max = Math.max(1, ...days.map((day) => day.totalMinor));
  const width = Math.max(MIN_WIDTH, PAD_X * 2 + days.length * SLOT);
  const labelEvery = Math.ceil(days.length / MAX_AXIS_LABELS);
  const showValues = days.length <= MAX_AXIS_LABELS;
  const baseline = PAD_TOP + PLOT_HEIGHT;

  return (
    <svg
      role="img"
      aria-label={chartSummary(days)}
      viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`}
      className="h-56 w-full"
      preserveAspectRatio="xMinYMid meet"
    >
      <line
        x1={PAD_X}
        x2={width - PAD_X}
        y1={baseline}
        y2={baseline}
        className="stroke-slate-300"
      />
      {days.map((day, index) => {
        const height = day.totalMinor > 0 ? Math.max(2, (day.totalMinor / max) * PLOT_HEIGHT) : 0;
        const x = PAD_X + index * SLOT + (SLOT - BAR) / 2;
        const y = baseline - height;
        return (
          <g key={day.date}>
            <rect
              data-date={day.date}
              x={x}
              y={y}
              width={BAR}
              height={height}
              rx={3}
              className="fill-brand-600"
            >
              <title>
                {`${formatDateKey(day.date)}: ${formatKurus(day.totalMinor)} (${String(day.count)} ödeme)`}
              </title>
            </rect>
            {showValues ? (
              <text
                x={x + BAR / 2}
                y={y - 6}
                textAnchor="middle"
                className="fill-slate-600 text-[9px]"
              >
                {formatKurusCompact(day.totalMinor)}
              </text>
            ) : null}
            {index % labelEvery === 0 ? (
              <text
                x={x + BAR / 2}
                y={baseline + 18}
                textAnchor="middle"
                className="fill-slate-600 text-[10px]"
              >
                {formatDateKeyShort(day.date)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
