import sharp from 'sharp';
import { socialCardText, type SocialCardCompany } from '../../common/social-card';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Words into lines of at most `width` characters (a word longer than that gets a line of its own). */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[\s,.;:]+$/, '')}…`;
  return kept;
}

const mark = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s / 64})">
    <rect width="64" height="64" rx="14" fill="#0b5d4b"/>
    <path d="M44 20.5A16 16 0 1 0 44 43.5" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <circle cx="47" cy="32" r="4.5" fill="#f2a900"/>
  </g>`;

const dots: string[] = [];
for (let gx = 0; gx < 12; gx++) {
  for (let gy = 0; gy < 14; gy++) {
    dots.push(`<circle cx="${760 + gx * 40}" cy="${20 + gy * 44}" r="2.2" fill="#ffffff" opacity="${(0.05 + (gx / 12) * 0.12).toFixed(3)}"/>`);
  }
}

/**
 * The social card as PNG (common/social-card.ts), in the design of the former static
 * public/images/og-card.png, with the company's own words.
 */
export async function renderSocialCard(c: SocialCardCompany): Promise<Buffer> {
  const t = socialCardText(c);
  const font = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';
  // 58 px bold fits about 22 characters in the 680 px left of the drawing; a short tagline gets
  // bigger letters.
  const lines = wrapWords(t.tagline, 22, 3);
  const size = lines.length === 1 ? 72 : 58;
  const top = 280 - ((3 - lines.length) * size) / 3;
  const tagline = lines.map((line, i) => `<tspan x="80" y="${Math.round(top + i * size * 1.24)}">${escapeXml(line)}</tspan>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
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
  <text x="190" y="108" ${font} font-size="38" font-weight="700" fill="#ffffff">${escapeXml(wrapWords(t.title, 28, 1)[0] ?? '')}</text>
  <text x="190" y="146" ${font} font-size="22" font-weight="700" letter-spacing="4" fill="#f2a900">${escapeXml(wrapWords(t.subtitle, 40, 1)[0] ?? '')}</text>
  <text ${font} font-size="${size}" font-weight="700" fill="#ffffff">${tagline}</text>
  <text x="80" y="492" ${font} font-size="25" fill="#d7ece6">Software development · Databases · ICT &amp; AI training</text>
  <text x="80" y="528" ${font} font-size="25" fill="#d7ece6">Web design &amp; hosting · Bulk SMS · Project research</text>
  <rect x="80" y="562" width="420" height="2" fill="#ffffff" opacity="0.25"/>
  <text x="80" y="600" ${font} font-size="22" font-weight="700" fill="#f2a900">${escapeXml(wrapWords(t.places, 60, 1)[0] ?? '')}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}
