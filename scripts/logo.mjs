// Generates public/images/logo-512.png (the logo search engines show, from the JSON-LD).
// Run from the project folder: node scripts/logo.mjs. The social card itself is drawn by the
// server from the company details (server/services/social-card.ts, GET /og-card.png).
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

mkdirSync('public/images', { recursive: true });
const mark = (x, y, s) => `
  <g transform="translate(${x} ${y}) scale(${s / 64})">
    <rect width="64" height="64" rx="14" fill="#0b5d4b"/>
    <path d="M44 20.5A16 16 0 1 0 44 43.5" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <circle cx="47" cy="32" r="4.5" fill="#f2a900"/>
  </g>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${mark(0, 0, 64)}</svg>`;
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile('public/images/logo-512.png');
console.log(await sharp('public/images/logo-512.png').metadata().then((m) => [m.width, m.height, m.size]));
