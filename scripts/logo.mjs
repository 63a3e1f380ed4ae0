// Generates public/images/og-card.png (1200x630 social card) and public/images/logo-512.png.
// Run from the project folder: node scripts/og-card.mjs (after changing content/site.ts).
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

mkdirSync('public/images', { recursive: true });
const mark = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s / 64})">
    <rect width="64" height="64" rx="14" fill="#0b5d4b"/>
    <path d="M44 20.5A16 16 0 1 0 44 43.5" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <circle cx="47" cy="32" r="4.5" fill="#f2a900"/>
  </g>`;

const dots = [];
for (let gx = 0; gx < 12; gx++) for (let gy = 0; gy < 14; gy++) {
  dots.push(`<circle cx="${760 + gx * 40}" cy="${20 + gy * 44}" r="2.2" fill="#ffffff" opacity="${(0.05 + (gx / 12) * 0.12).toFixed(3)}"/>`);
}
const font = "font-family=\"DejaVu Sans, Liberation Sans, sans-serif\"";
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#062f26"/>
      <stop offset="1" stop-color="#0b5d4b"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${dots.join('')}
  <path d="M820 520h120l40-40h140M860 110h90l50 50h120M900 320h70l30-30h120" fill="none" stroke="#f2a900" stroke-width="3" opacity="0.55"/>
  <circle cx="1120" cy="480" r="7" fill="#f2a900"/><circle cx="1120" cy="160" r="7" fill="#f2a900"/><circle cx="1120" cy="290" r="7" fill="#f2a900"/>
  <rect x="0" y="0" width="12" height="630" fill="#f2a900"/>
  ${mark(80, 70, 88)}
  <text x="190" y="108" ${font} font-size="38" font-weight="700" fill="#ffffff">Coal City ICT</text>
  <text x="190" y="146" ${font} font-size="22" font-weight="700" letter-spacing="4" fill="#f2a900">SOLUTIONS LTD</text>
  <text ${font} font-size="58" font-weight="700" fill="#ffffff">
    <tspan x="80" y="280">Software, training and</tspan>
    <tspan x="80" y="352">web solutions from the</tspan>
    <tspan x="80" y="424">heart of Enugu</tspan>
  </text>
  <text x="80" y="492" ${font} font-size="25" fill="#d7ece6">Software development · Databases · ICT &amp; AI training</text>
  <text x="80" y="528" ${font} font-size="25" fill="#d7ece6">Web design &amp; hosting · Bulk SMS · Project research</text>
  <rect x="80" y="562" width="420" height="2" fill="#ffffff" opacity="0.25"/>
  <text x="80" y="600" ${font} font-size="22" font-weight="700" fill="#f2a900">Enugu · Port Harcourt · Nigeria</text>
</svg>`;

await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile('public/images/og-card.png');
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${mark(0, 0, 64)}</svg>`;
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile('public/images/logo-512.png');
console.log(await sharp('public/images/og-card.png').metadata().then((m) => [m.width, m.height, m.size]));
