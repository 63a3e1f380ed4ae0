import { useEffect, useId, useRef, useState } from 'react';
import type { InsightsReport } from '../insights.schemas';
import { formatHour, formatShortDay, formatWeekday } from './range';
import { count } from './words';

type Point = InsightsReport['series'][number];

/** A round step for the value axis: 1, 2 or 5 times a power of ten, giving about four lines. */
export function niceStep(max: number): number {
  if (max <= 4) return 1;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

/** The width the chart has on screen, followed as the window is resized. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const watch = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return [ref, width] as const;
}

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 26, left: 44 };

/**
 * People and page views per day (per hour for one day), drawn as inline SVG: a pale bar for the
 * views, a dark one inside it for the people (never more than the views). Over two months the bars
 * would be hairlines, so longer periods are drawn as two areas. Screen readers get a one-sentence
 * summary; every figure is in the table that follows the chart.
 */
export function TrendChart({ series, hourly, label }: { series: Point[]; hourly: boolean; label: string }) {
  const [box, width] = useWidth<HTMLDivElement>();
  const titleId = useId();
  const n = series.length;
  const max = Math.max(1, ...series.map((p) => p.views));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = n ? plotW / n : 0;
  const x = (i: number) => PAD.left + i * slot;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  // A label at most every 56 px, on round positions (every 6 hours; every day, 2nd, 7th or 14th day).
  const every = hourly ? (slot * 3 >= 56 ? 3 : 6) : ([1, 2, 7, 14, 30, 61].find((k) => k * slot >= 56) ?? 91);
  const bars = n <= 62;
  const peak = series.reduce((best, p) => (p.people > best.people ? p : best), series[0] ?? { key: '', people: 0, views: 0, leads: 0 });
  const when = (p: Point) => (hourly ? formatHour(p.key) : formatWeekday(p.key));
  const summary =
    peak.people > 0
      ? `${label}. The most people came ${hourly ? 'between' : 'on'} ${when(peak)}: ${count(peak.people)} people, ${count(peak.views)} page views. Every figure is in the table below the chart.`
      : `${label}. Nothing was counted in this period.`;

  const area = (pick: (p: Point) => number) => {
    if (!n) return '';
    const mid = (i: number) => x(i) + slot / 2;
    const line = series.map((p, i) => `${i ? 'L' : 'M'}${mid(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join('');
    return `${line}L${mid(n - 1).toFixed(1)},${y(0)}L${mid(0).toFixed(1)},${y(0)}Z`;
  };

  return (
    <figure className="ins-chart">
      <div className="ins-chart__canvas" ref={box}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
            <title id={titleId}>{summary}</title>
            <g className="ins-chart__grid">
              {ticks.map((v) => (
                <g key={v}>
                  <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} />
                  <text x={PAD.left - 6} y={y(v)} dy="0.32em" textAnchor="end">
                    {v >= 10_000 ? `${Math.round(v / 1000)}k` : count(v)}
                  </text>
                </g>
              ))}
            </g>
            {bars ? (
              series.map((p, i) => {
                const w = Math.max(1, slot * 0.72);
                const inner = Math.max(1, w * 0.6);
                return (
                  <g key={p.key}>
                    <title>{`${when(p)}: ${count(p.people)} people, ${count(p.views)} page views`}</title>
                    {/* The whole slot answers the mouse, so thin bars still show their figures. */}
                    <rect className="ins-chart__hit" x={x(i)} y={PAD.top} width={slot} height={plotH} />
                    <rect
                      className="ins-chart__views"
                      x={x(i) + (slot - w) / 2}
                      y={y(p.views)}
                      width={w}
                      height={y(0) - y(p.views)}
                      rx={Math.min(3, w / 4)}
                    />
                    <rect
                      className="ins-chart__people"
                      x={x(i) + (slot - inner) / 2}
                      y={y(p.people)}
                      width={inner}
                      height={y(0) - y(p.people)}
                      rx={Math.min(2, inner / 4)}
                    />
                  </g>
                );
              })
            ) : (
              <>
                <path className="ins-chart__views" d={area((p) => p.views)} />
                <path className="ins-chart__people" d={area((p) => p.people)} />
              </>
            )}
            <g className="ins-chart__axis">
              {series.map((p, i) =>
                i % every === 0 ? (
                  <text key={p.key} x={x(i) + slot / 2} y={HEIGHT - 8} textAnchor="middle">
                    {hourly ? `${p.key}:00` : formatShortDay(p.key)}
                  </text>
                ) : null,
              )}
            </g>
          </svg>
        )}
      </div>
      <figcaption className="ins-chart__legend">
        <span className="ins-key ins-key--people">People</span>
        <span className="ins-key ins-key--views">Page views</span>
        <span className="admin-muted">{hourly ? 'Per hour, Lagos time' : 'Per day'}</span>
      </figcaption>
    </figure>
  );
}
