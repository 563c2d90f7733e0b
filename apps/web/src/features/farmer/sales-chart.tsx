import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatCents, type WeekSalesDto } from '@lfm/core';

// Only the pieces a bar chart needs, so the chunk stays small (Chart.js is tree-shakable).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export const weekLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Sales per week as bars (Chart.js on a canvas); the figures are also in the table beside it. */
export default function SalesChart({
  weeks,
  labels,
  label,
}: {
  weeks: WeekSalesDto[];
  labels: string[];
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          {
            label: 'Sales',
            data: weeks.map((w) => w.salesCents / 100),
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
          y: { beginAtZero: true, ticks: { callback: (v) => formatCents(Number(v) * 100) } },
          x: { grid: { display: false } },
        },
        plugins: { tooltip: { callbacks: { label: (c) => formatCents(Math.round(Number(c.raw) * 100)) } } },
      },
    });
    return () => chart.destroy();
  }, [weeks, labels]);
  return (
    <div className="relative h-56 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
