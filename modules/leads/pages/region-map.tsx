import './contact.css';

/** A map-style illustration (not a real map) of our two offices in south-eastern Nigeria. */
export function RegionMap() {
  // Rough positions: x = (longitude - 6) * 120, y = (6.9 - latitude) * 120.
  const towns = [
    { name: 'Onitsha', x: 94, y: 90 },
    { name: 'Abakaliki', x: 253, y: 70 },
    { name: 'Owerri', x: 112, y: 170 },
    { name: 'Umuahia', x: 180, y: 164 },
    { name: 'Aba', x: 166, y: 214 },
  ];
  return (
    <svg className="region-map" viewBox="-24 0 384 312" width="384" height="312" role="img" aria-labelledby="region-map-title">
      <title id="region-map-title">
        Illustrated map of south-eastern Nigeria showing our head office in Enugu and our branch office in Port Harcourt
      </title>
      <rect x="-24" width="384" height="312" fill="#eaf3f0" />
      <path d="M-24 276C-4 272 16 270 40 274S110 280 144 276 196 290 228 286 288 278 320 284 350 288 360 284V312H-24z" fill="#cfe6f2" />
      <path d="M-24 276C-4 272 16 270 40 274S110 280 144 276 196 290 228 286 288 278 320 284 350 288 360 284" fill="none" stroke="#8fbfd6" strokeWidth="2" />
      <path d="M96 0c-4 30 6 60-2 90s-30 60-40 100-24 60-22 84" fill="none" stroke="#8fbfd6" strokeWidth="5" strokeLinecap="round" />
      <text x="40" y="150" className="region-map__water" transform="rotate(-72 40 150)">River Niger</text>
      <text x="250" y="300" className="region-map__water">Atlantic Ocean</text>
      <path d="M180 54 L170 110 L180 164 L166 214 L124 250" fill="none" stroke="#b57f00" strokeWidth="3" strokeDasharray="7 6" strokeLinecap="round" />
      {towns.map((t) => (
        <g key={t.name}>
          <circle cx={t.x} cy={t.y} r="3.5" fill="#44525d" />
          <text x={t.x + 7} y={t.y + 4} className="region-map__town">
            {t.name}
          </text>
        </g>
      ))}
      <MapPin x={180} y={54} label="Enugu" note="Head office" />
      <MapPin x={124} y={250} label="Port Harcourt" note="Branch office" side="left" />
      <g transform="translate(326 34)" className="region-map__compass">
        <circle r="16" fill="#fff" stroke="#8a99a4" />
        <path d="M0-12 5 2H-5z" fill="#0b5d4b" />
        <text y="-19" textAnchor="middle">N</text>
      </g>
    </svg>
  );
}

function MapPin({ x, y, label, note, side = 'right' }: { x: number; y: number; label: string; note: string; side?: 'left' | 'right' }) {
  const tx = side === 'right' ? 18 : -18;
  const anchor = side === 'right' ? 'start' : 'end';
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0c-9-12-14-18-14-25a14 14 0 0 1 28 0c0 7-5 13-14 25z" fill="#0b5d4b" stroke="#fff" strokeWidth="2" />
      <circle cy="-25" r="5" fill="#f2a900" />
      <text x={tx} y="-26" textAnchor={anchor} className="region-map__city">
        {label}
      </text>
      <text x={tx} y="-11" textAnchor={anchor} className="region-map__note">
        {note}
      </text>
    </g>
  );
}
