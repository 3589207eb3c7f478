// Draws the brand's sharing picture (web/public/og-image.png, 1200×630) and square logo
// (web/public/logo-512.png) from SVG with sharp. Run once when the brand changes:
//   node scripts/make-brand-images.mjs
// Latin text only: the rasteriser uses system fonts, and Persian needs shaping it cannot do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = (x, y, size) => {
  const s = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="40" height="40" rx="10" fill="#1d4ed8"/><rect x="9" y="22" width="5" height="9" rx="2.5" fill="#bfd5fe"/><rect x="17.5" y="15" width="5" height="16" rx="2.5" fill="#ffffff"/><rect x="26" y="9" width="5" height="22" rx="2.5" fill="#93b8fd"/></g>`;
};

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eff5ff"/><stop offset="1" stop-color="#dbe8fe"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1040" cy="120" r="220" fill="#bfd5fe" opacity="0.5"/><circle cx="1120" cy="560" r="160" fill="#93b8fd" opacity="0.35"/>
${mark(96, 170, 150)}
<text x="96" y="420" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="104" font-weight="700" fill="#1e358a">RIRA</text>
<text x="96" y="488" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" fill="#1b2433">360-degree feedback · HR consultancy</text>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${mark(0, 0, 512)}</svg>`;

await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(path.join(root, 'web/public/og-image.png'));
await sharp(Buffer.from(logo)).png({ compressionLevel: 9, palette: true }).toFile(path.join(root, 'web/public/logo-512.png'));
console.log('web/public/og-image.png and web/public/logo-512.png written');
