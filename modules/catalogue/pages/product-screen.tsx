import { useId } from 'react';
import type { ScreenChart, ScreenSpec, Tone } from '../../../content/product-screens';

/**
 * A "screenshot-style" drawing of a product's dashboard (software product pages): window bar,
 * sidebar, three figures, a chart and a short table, all from a ScreenSpec. Pure SVG, no images to
 * load. Colours are the design tokens of app/app.css (SVG presentation attributes cannot read CSS
 * vars).
 */
const C = {
  brand: '#0b5d4b',
  brandDark: '#073f33',
  tint: '#e7f2ef',
  accent: '#f2a900',
  ink: '#14212b',
  soft: '#5b6a75',
  line: '#d9e1e5',
  alt: '#f4f7f6',
  blue: '#2b7bb9',
};
const TONES: Record<Tone, [string, string]> = {
  ok: ['#e3f3e8', '#146c2e'],
  info: ['#e3eef8', '#1d5f93'],
  warn: ['#fdf1d6', '#8a5a00'],
};
const W = 640;
const H = 400;
const SIDE = 148;
const X = SIDE + 20;
const CW = W - X - 20;

function Chart({ chart, x, y, w, h }: { chart: ScreenChart; x: number; y: number; w: number; h: number }) {
  switch (chart.kind) {
    case 'bars': {
      const max = Math.max(...chart.values);
      const slot = w / chart.values.length;
      const plot = chart.labels ? h - 14 : h;
      return (
        <g>
          {chart.values.map((v, i) => {
            const bh = Math.max(4, (v / max) * plot);
            return (
              <g key={i}>
                <rect x={x + i * slot + slot * 0.2} y={y + plot - bh} width={slot * 0.6} height={bh} rx="3" fill={i === chart.values.length - 1 ? C.accent : C.brand} opacity={i === chart.values.length - 1 ? 1 : 0.55 + (0.45 * v) / max} />
                {chart.labels && (
                  <text x={x + i * slot + slot / 2} y={y + h} textAnchor="middle" fontSize="10" fill={C.soft}>
                    {chart.labels[i]}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      );
    }
    case 'line': {
      const max = Math.max(...chart.values);
      const min = Math.min(...chart.values) * 0.8;
      const pts = chart.values.map((v, i) => [x + (i * w) / (chart.values.length - 1), y + h - ((v - min) / (max - min)) * h] as const);
      const line = pts.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
      return (
        <g>
          {[0, 0.5, 1].map((f) => (
            <line key={f} x1={x} x2={x + w} y1={y + h * f} y2={y + h * f} stroke={C.line} strokeDasharray="3 4" />
          ))}
          <polygon points={`${x},${y + h} ${line} ${x + w},${y + h}`} fill={C.tint} />
          <polyline points={line} fill="none" stroke={C.brand} strokeWidth="2.5" strokeLinejoin="round" />
          {pts.map(([px, py], i) => (
            <circle key={i} cx={px} cy={py} r={i === pts.length - 1 ? 4.5 : 3} fill={i === pts.length - 1 ? C.accent : '#fff'} stroke={C.brand} strokeWidth="2" />
          ))}
        </g>
      );
    }
    case 'donut': {
      const r = h / 2 - 4;
      const cx = x + r + 8;
      const cy = y + h / 2;
      const circ = 2 * Math.PI * r;
      const colours = [C.brand, C.accent, C.blue];
      let offset = 0;
      return (
        <g>
          {chart.segments.map(([pct], i) => {
            const len = (pct / 100) * circ;
            const el = (
              <circle key={i} cx={cx} cy={cy} r={r} fill="none" stroke={colours[i]} strokeWidth="14" strokeDasharray={`${len} ${circ - len}`} strokeDashoffset={-offset} transform={`rotate(-90 ${cx} ${cy})`} />
            );
            offset += len;
            return el;
          })}
          <text x={cx} y={cy + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill={C.ink}>
            {chart.segments[0][0]}%
          </text>
          {chart.segments.map(([pct, label], i) => (
            <g key={label}>
              <rect x={x + 2 * r + 40} y={y + 10 + i * 22} width="10" height="10" rx="2" fill={colours[i]} />
              <text x={x + 2 * r + 58} y={y + 19 + i * 22} fontSize="11" fill={C.ink}>
                {label} · {pct}%
              </text>
            </g>
          ))}
        </g>
      );
    }
    case 'seats': {
      const cols = 13;
      const sw = (w - 120) / cols;
      return (
        <g>
          <rect x={x} y={y} width={w - 110} height={h} rx="8" fill="none" stroke={C.line} />
          {Array.from({ length: cols * 4 }, (_, i) => {
            const col = i % cols;
            const row = Math.floor(i / cols);
            const booked = (i * 7) % 10 < 6;
            const mine = i === 22 || i === 23;
            return (
              <rect key={i} x={x + 6 + col * sw} y={y + 6 + row * 14 + (row > 1 ? 8 : 0)} width={sw - 4} height="10" rx="2" fill={mine ? C.accent : booked ? C.brand : '#fff'} stroke={booked || mine ? 'none' : C.soft} />
            );
          })}
          {(
            [
              [C.brand, 'Booked'],
              [C.accent, 'Selected'],
              ['#fff', 'Free'],
            ] as const
          ).map(([fill, label], i) => (
            <g key={label}>
              <rect x={x + w - 96} y={y + 6 + i * 20} width="10" height="10" rx="2" fill={fill} stroke={C.soft} strokeWidth={fill === '#fff' ? 1 : 0} />
              <text x={x + w - 80} y={y + 15 + i * 20} fontSize="11" fill={C.ink}>
                {label}
              </text>
            </g>
          ))}
        </g>
      );
    }
    case 'rooms': {
      const fills = [C.brand, C.tint, C.accent, C.brand, '#fdecea', C.brand, C.tint, C.brand];
      const cols = 9;
      const tw = w / cols;
      return (
        <g>
          {Array.from({ length: cols * 2 }, (_, i) => {
            const fill = fills[(i * 5) % fills.length];
            const dark = fill === C.brand;
            return (
              <g key={i}>
                <rect x={x + (i % cols) * tw} y={y + Math.floor(i / cols) * 34} width={tw - 6} height="28" rx="4" fill={fill} />
                <text x={x + (i % cols) * tw + (tw - 6) / 2} y={y + Math.floor(i / cols) * 34 + 18} textAnchor="middle" fontSize="10" fontWeight="600" fill={dark ? '#fff' : C.ink}>
                  {(i < cols ? 101 : 201) + (i % cols)}
                </text>
              </g>
            );
          })}
        </g>
      );
    }
  }
}

export function ProductScreen({ spec, label }: { spec: ScreenSpec; label: string }) {
  const clip = useId();
  const card = (x: number, y: number, w: number, h: number) => <rect x={x} y={y} width={w} height={h} rx="8" fill="#fff" stroke={C.line} />;
  const kpiW = (CW - 24) / 3;
  return (
    <svg className="product-screen" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">
      <clipPath id={clip}>
        <rect width={W} height={H} rx="14" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width={W} height={H} fill={C.alt} />
        <rect width={W} height="30" fill="#e9eeec" />
        {['#e0685f', '#e8b63c', '#5bb46c'].map((f, i) => (
          <circle key={f} cx={18 + i * 15} cy="15" r="4.5" fill={f} />
        ))}
        <text x={W / 2} y="19" textAnchor="middle" fontSize="11" fill={C.soft}>
          {spec.app}
        </text>
        <rect y="30" width={SIDE} height={H - 30} fill={C.brandDark} />
        <rect x="16" y="46" width="22" height="22" rx="6" fill={C.accent} />
        <path d="M22 61l5-8 5 8" fill="none" stroke={C.brandDark} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        <text x="46" y="61" fontSize="10.5" fontWeight="700" fill="#fff">
          {spec.brand}
        </text>
        {spec.nav.map((n, i) => (
          <g key={n}>
            {i === 0 && <rect x="10" y={90 + i * 30} width={SIDE - 20} height="24" rx="6" fill="rgb(255 255 255 / 14%)" />}
            <rect x="20" y={98 + i * 30} width="8" height="8" rx="2" fill={i === 0 ? C.accent : 'rgb(255 255 255 / 45%)'} />
            <text x="36" y={106 + i * 30} fontSize="11" fill={i === 0 ? '#fff' : 'rgb(255 255 255 / 75%)'}>
              {n}
            </text>
          </g>
        ))}
        <text x={X} y="62" fontSize="16" fontWeight="700" fill={C.ink}>
          {spec.heading}
        </text>
        <rect x={W - 20 - 84} y="46" width="84" height="22" rx="11" fill={C.tint} />
        <text x={W - 20 - 42} y="61" textAnchor="middle" fontSize="10.5" fontWeight="600" fill={C.brand}>
          {spec.period}
        </text>
        {spec.kpis.map(([k, v], i) => (
          <g key={k}>
            {card(X + i * (kpiW + 12), 80, kpiW, 60)}
            <rect x={X + i * (kpiW + 12)} y="80" width="4" height="60" rx="2" fill={[C.brand, C.accent, C.blue][i]} />
            <text x={X + i * (kpiW + 12) + 14} y="100" fontSize="10.5" fill={C.soft}>
              {k}
            </text>
            <text x={X + i * (kpiW + 12) + 14} y="126" fontSize="18" fontWeight="700" fill={C.ink}>
              {v}
            </text>
          </g>
        ))}
        {card(X, 152, CW, 118)}
        <text x={X + 14} y="172" fontSize="11" fontWeight="600" fill={C.ink}>
          {spec.chart.title}
        </text>
        <Chart chart={spec.chart} x={X + 14} y={184} w={CW - 28} h={76} />
        {card(X, 282, CW, 104)}
        <text x={X + 14} y="302" fontSize="11" fontWeight="600" fill={C.ink}>
          {spec.table.title}
        </text>
        {spec.table.rows.map(([a, b, c, status, tone], i) => {
          const y = 312 + i * 24;
          return (
            <g key={a}>
              {i > 0 && <line x1={X + 14} x2={X + CW - 14} y1={y} y2={y} stroke={C.line} />}
              <text x={X + 14} y={y + 16} fontSize="10.5" fontWeight="600" fill={C.ink}>
                {a}
              </text>
              <text x={X + 176} y={y + 16} fontSize="10.5" fill={C.soft}>
                {b}
              </text>
              <text x={X + 346} y={y + 16} textAnchor="end" fontSize="10.5" fill={C.ink}>
                {c}
              </text>
              <rect x={X + CW - 14 - 80} y={y + 5} width="80" height="16" rx="8" fill={TONES[tone][0]} />
              <text x={X + CW - 14 - 40} y={y + 16.5} textAnchor="middle" fontSize="9.5" fontWeight="600" fill={TONES[tone][1]}>
                {status}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}
