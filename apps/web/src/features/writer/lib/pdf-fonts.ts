import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import type { jsPDF } from 'jspdf';
import { PLACEHOLDER } from './pdf-glyph-images';
import { isWindows1252 } from './pdf-text';

/**
 * The typeface a PDF is set in. A song in Windows-1252 (most English and Western European lyrics)
 * uses the built-in Helvetica: nothing to fetch, a small file. Any other character (Greek,
 * Cyrillic, Central European accents, most symbols) switches the whole document to DejaVu Sans, a
 * TrueType font served from our own origin (so export works offline) and fetched only then; jsPDF
 * embeds just the glyphs used. What DejaVu has no glyph for (CJK, emoji), and anything beyond the
 * Basic Multilingual Plane (jsPDF encodes text one UTF-16 unit at a time), is drawn as a picture
 * by the browser (pdf-glyph-images.ts): `fit` puts a placeholder there and lists the characters.
 */
export type Fitted = { text: string; missing: string[] };
export type PdfFace = { family: string; fit: (text: string, style: Style) => Fitted };
type Style = 'normal' | 'bold';

const HELVETICA: PdfFace = {
  family: 'helvetica',
  fit: (text) => ({ text: text.replace(/\t/g, '    '), missing: [] }),
};
const FAMILY = 'DejaVuSans';

/** The TrueType file as the binary string jsPDF's virtual file system takes. */
async function binaryFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let out = '';
  // In slices: one call with 750,000 arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

type Glyphs = { characterToGlyph: (code: number) => number };

export async function pdfFace(doc: jsPDF, text: string): Promise<PdfFace> {
  if (isWindows1252(text)) return HELVETICA;
  const [regular, bold] = await Promise.all([binaryFont(regularUrl), binaryFont(boldUrl)]);
  doc.addFileToVFS('DejaVuSans.ttf', regular);
  doc.addFileToVFS('DejaVuSans-Bold.ttf', bold);
  doc.addFont('DejaVuSans.ttf', FAMILY, 'normal');
  doc.addFont('DejaVuSans-Bold.ttf', FAMILY, 'bold');
  const glyphsOf = (style: Style): Glyphs => doc.setFont(FAMILY, style).getFont().metadata;
  const glyphs = { normal: glyphsOf('normal'), bold: glyphsOf('bold') };
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const drawable = (char: string, style: Style) => {
    const code = char.codePointAt(0) ?? 0;
    return char !== PLACEHOLDER && code <= 0xffff && glyphs[style].characterToGlyph(code) !== 0;
  };
  // A whole grapheme is one picture: an emoji with a skin tone or a joined family stays one sign.
  const fit = (line: string, style: Style): Fitted => {
    let text = '';
    const missing: string[] = [];
    for (const { segment } of graphemes.segment(line.replace(/\t/g, '    ').replaceAll(PLACEHOLDER, ' '))) {
      if ([...segment].every((char) => drawable(char, style))) text += segment;
      else {
        text += PLACEHOLDER;
        missing.push(segment);
      }
    }
    return { text, missing };
  };
  return { family: FAMILY, fit };
}
