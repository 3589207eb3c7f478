import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Files the seed makes with code (nothing is downloaded): article cover illustrations and
 * trusted-company logos as SVG, and the downloadable attachments as a real DOCX and PDF.
 */

function hashBytes(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

const PALETTES: Record<string, [string, string, string, string]> = {
  assessment: ['#1d4ed8', '#3b76f6', '#bfd5fe', '#ffffff'],
  leadership: ['#1e358a', '#6d28d9', '#c4b5fd', '#ffffff'],
  development: ['#065f46', '#0d9488', '#99f6e4', '#ffffff'],
  performance: ['#9a3412', '#ea580c', '#fed7aa', '#ffffff'],
  talent: ['#0e7490', '#0284c7', '#bae6fd', '#ffffff'],
  organisation: ['#334155', '#2557eb', '#cbd5e1', '#ffffff'],
};

/**
 * A 1200×630 abstract cover: a two-colour gradient, soft circles and the brand's rising bars,
 * laid out from the article's slug so each cover differs. No text (the page has the title).
 */
export function coverSvg(slug: string, category: string): Buffer {
  const [dark, mid, light, white] = PALETTES[category] ?? PALETTES.assessment!;
  const h = hashBytes(slug);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = (80 + (h[i * 3]! / 255) * 1040) | 0;
    const cy = (60 + (h[i * 3 + 1]! / 255) * 510) | 0;
    const r = (60 + (h[i * 3 + 2]! / 255) * 170) | 0;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? light : white}" opacity="${(0.08 + (h[i + 20]! / 255) * 0.14).toFixed(2)}"/>`;
  }).join('');
  const bars = [0, 1, 2, 3]
    .map((i) => {
      const height = (120 + i * 70 + (h[i + 16]! / 255) * 40) | 0;
      const x = 760 + i * 86;
      return `<rect x="${x}" y="${520 - height}" width="56" height="${height}" rx="28" fill="${i % 2 ? light : white}" opacity="${i === 3 ? 0.95 : 0.75}"/>`;
    })
    .join('');
  const wave = `<path d="M0 ${470 + (h[30]! % 60)} C 300 ${380 + (h[31]! % 80)}, 600 ${560 - (h[28]! % 80)}, 1200 ${430 + (h[29]! % 70)} L1200 630 L0 630 Z" fill="${dark}" opacity="0.35"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${circles}${wave}${bars}<rect x="96" y="96" width="120" height="12" rx="6" fill="${white}" opacity="0.9"/><rect x="96" y="124" width="72" height="12" rx="6" fill="${light}" opacity="0.9"/></svg>`;
  return Buffer.from(svg, 'utf8');
}

const LOGO_SHAPES = [
  (c: string) => `<circle cx="44" cy="48" r="26" fill="${c}"/><circle cx="44" cy="48" r="11" fill="#fff"/>`,
  (c: string) =>
    `<rect x="18" y="22" width="52" height="52" rx="14" fill="${c}"/><rect x="32" y="36" width="24" height="24" rx="5" fill="#fff"/>`,
  (c: string) =>
    `<path d="M44 18 L70 33 L70 63 L44 78 L18 63 L18 33 Z" fill="${c}"/><path d="M44 34 L56 41 L56 55 L44 62 L32 55 L32 41 Z" fill="#fff"/>`,
  (c: string) => `<path d="M18 72 L44 20 L70 72 Z" fill="${c}"/><circle cx="44" cy="56" r="9" fill="#fff"/>`,
];

/** A 280×96 logo: a coloured mark and the company's name (Persian logos right-to-left). */
export function logoSvg(name: string, colour: string, shape: number, rtl: boolean): Buffer {
  const mark = LOGO_SHAPES[shape % LOGO_SHAPES.length]!(colour);
  const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = rtl
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 96" width="280" height="96"><g transform="translate(192 0)">${mark}</g><text x="196" y="58" direction="rtl" text-anchor="start" font-family="Vazirmatn, Tahoma, 'Segoe UI', sans-serif" font-size="21" font-weight="700" fill="#1b2433">${escaped}</text></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 96" width="280" height="96">${mark}<text x="84" y="56" font-family="'Segoe UI', Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="#1b2433">${escaped}</text></svg>`;
  return Buffer.from(svg, 'utf8');
}

/** A ZIP archive with stored (uncompressed) entries: enough for a DOCX. */
function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // 1 January 2026, 00:00 in DOS date/time form: fixed so the same seed makes the same file.
  const dosTime = 0;
  const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word document (right-to-left when `rtl`): a title, an intro and a numbered checklist. */
export function docx(doc: { title: string; intro: string; items: string[]; footer: string; rtl: boolean }): Buffer {
  const runProps = doc.rtl
    ? '<w:rPr><w:rFonts w:ascii="Tahoma" w:hAnsi="Tahoma" w:cs="Tahoma"/><w:rtl/><w:lang w:bidi="fa-IR"/></w:rPr>'
    : '';
  const paragraph = (text: string, opts: { size?: number; bold?: boolean } = {}) => {
    const size = opts.size ? `<w:sz w:val="${opts.size}"/><w:szCs w:val="${opts.size}"/>` : '';
    const bold = opts.bold ? '<w:b/><w:bCs/>' : '';
    const props = doc.rtl
      ? `<w:rPr><w:rFonts w:ascii="Tahoma" w:hAnsi="Tahoma" w:cs="Tahoma"/>${bold}${size}<w:rtl/><w:lang w:bidi="fa-IR"/></w:rPr>`
      : bold || size
        ? `<w:rPr>${bold}${size}</w:rPr>`
        : runProps;
    return `<w:p><w:pPr>${doc.rtl ? '<w:bidi/><w:jc w:val="right"/>' : ''}<w:spacing w:after="160"/></w:pPr><w:r>${props}<w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
  };
  const body = [
    paragraph(doc.title, { size: 36, bold: true }),
    paragraph(doc.intro),
    ...doc.items.map((item, i) => paragraph(`${doc.rtl ? toPersianNumber(i + 1) : i + 1}. ☐ ${item}`)),
    paragraph(doc.footer, { size: 18 }),
  ].join('');
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1304" w:bottom="1440" w:left="1304" w:header="708" w:footer="708" w:gutter="0"/>${doc.rtl ? '<w:bidi/>' : ''}</w:sectPr></w:body></w:document>`;
  const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'word/document.xml', data: Buffer.from(documentXml) },
  ]);
}

function toPersianNumber(n: number): string {
  return String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
}

/**
 * A one-page PDF in Helvetica (a standard font: nothing to embed) with a title and lines of
 * text wrapped at about 90 characters. Latin text only: Persian needs shaping, hence DOCX there.
 */
export function pdf(doc: { title: string; lines: string[] }): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const wrap = (text: string) => {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      if ((line + ' ' + word).trim().length > 90) {
        out.push(line);
        line = word;
      } else line = (line + ' ' + word).trim();
    }
    if (line) out.push(line);
    return out;
  };
  const ops = ['BT', '/F2 18 Tf', '56 780 Td', `(${escape(doc.title)}) Tj`, '/F1 11 Tf', '0 -30 Td', '15 TL'];
  for (const paragraph of doc.lines) {
    for (const line of wrap(paragraph)) ops.push(`(${escape(line)}) Tj T*`);
    ops.push('T*');
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${escape(doc.title)}) /Producer (RIRA) >> >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
