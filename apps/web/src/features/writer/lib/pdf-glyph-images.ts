import type { jsPDF } from 'jspdf';

/**
 * Characters the embedded font cannot draw (CJK, emoji, anything beyond the Basic Multilingual
 * Plane, which jsPDF cannot encode at all) are drawn by the browser, with whatever fonts the
 * writer's system has, into a small picture placed where the character goes. Laid out as one
 * em-wide slot: the text holds PLACEHOLDER there (an em space, so wrapping measures the slot).
 */
export const PLACEHOLDER = '\u2003';

const PX = 96;
const ASCENT = 0.8;
const pictures = new Map<string, string>();

function picture(char: string, bold: boolean): string {
  const key = `${bold ? 'b' : 'n'}${char}`;
  const known = pictures.get(key);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = PX;
  canvas.height = PX;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas to draw a character for the PDF');
  ctx.font = `${bold ? 'bold ' : ''}${PX * 0.8}px sans-serif`;
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'center';
  ctx.fillText(char, PX / 2, PX * ASCENT, PX);
  const url = canvas.toDataURL('image/png');
  pictures.set(key, url);
  return url;
}

/**
 * Draws one row at (x, y): its text runs as text, each PLACEHOLDER as the picture of the next
 * character in `missing` (taken off the front, so a wrapped line's rows share one queue).
 */
export function drawRow(
  doc: jsPDF,
  row: string,
  missing: string[],
  x: number,
  y: number,
  bold: boolean,
): void {
  const size = doc.getFontSize();
  let at = x;
  row.split(PLACEHOLDER).forEach((run, i) => {
    if (i > 0) {
      const char = missing.shift();
      if (char !== undefined)
        doc.addImage(picture(char, bold), 'PNG', at, y - size * ASCENT, size, size, key(char, bold));
      at += doc.getTextWidth(PLACEHOLDER);
    }
    if (run === '') return;
    doc.text(run, at, y);
    at += doc.getTextWidth(run);
  });
}

const key = (char: string, bold: boolean) =>
  `glyph-${bold ? 'b' : 'n'}-${[...char].map((c) => c.codePointAt(0)).join('-')}`;
