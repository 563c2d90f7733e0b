import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatCents } from '@lfm/core';

// Only the pieces a bar chart needs, so the chunk stays small (Chart.js is tree-shakable).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * Figures as bars (Chart.js on a canvas), money (cents) or counts: the farmer's sales per week and
 * the admin's reports. The figures are also in a table beside it; `label` sums them up for screen readers.
 */
export default function SalesChart({
  labels,
  values,
  label,
  kind = 'cents',
}: {
  labels: string[];
  values: number[];
  label: string;
  kind?: 'cents' | 'count';
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const money = kind === 'cents';
    const show = (v: number) => (money ? formatCents(Math.round(v * 100)) : String(v));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: money ? 'Sales' : 'Count',
            data: values.map((v) => (money ? v / 100 : v)),
            backgroundColor: '#2F6B3B',
            hoverBackgroundColor: '#D9822B',
            borderRadius: 4,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: {
            beginAtZero: true,
            ticks: { callback: (v) => show(Number(v)), precision: money ? undefined : 0 },
          },
          x: { grid: { display: false } },
        },
        plugins: { tooltip: { callbacks: { label: (c) => show(Number(c.raw)) } } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, kind]);
  return (
    <div className="relative h-56 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
