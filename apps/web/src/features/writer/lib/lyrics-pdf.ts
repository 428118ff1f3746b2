import { sectionTag } from '@lyricist/shared/lyrics/sections';
import { pdfFace } from './pdf-fonts';
import { drawRow } from './pdf-glyph-images';

/**
 * The print-ready PDF (issue 18), made in the browser with jsPDF (loaded only when asked for): A4,
 * the title, section tags as headings, lines wrapped to the page, optional line numbers counting
 * sung lines only, page breaks as needed.
 */
const PAGE = { margin: 56, lineHeight: 16, numberGutter: 28 };

export async function lyricsPdf(song: {
  title: string;
  lyrics: string;
  lineNumbers: boolean;
}): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const face = await pdfFace(doc, `${song.title}\n${song.lyrics}`);
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const left = PAGE.margin + (song.lineNumbers ? PAGE.numberGutter : 0);
  const textWidth = width - left - PAGE.margin;
  let y = PAGE.margin;

  const room = (needed: number) => {
    if (y + needed <= height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };

  doc.setProperties({ title: song.title });
  doc.setFont(face.family, 'bold').setFontSize(20);
  const title = face.fit(song.title, 'bold');
  for (const row of doc.splitTextToSize(title.text, width - 2 * PAGE.margin) as string[]) {
    room(26);
    drawRow(doc, row, title.missing, PAGE.margin, y, true);
    y += 26;
  }
  y += 8;

  let sung = 0;
  for (const line of song.lyrics.split('\n')) {
    const label = sectionTag(line);
    if (label !== null) {
      y += PAGE.lineHeight / 2;
      room(PAGE.lineHeight * 2);
      doc.setFont(face.family, 'bold').setFontSize(11);
      const heading = face.fit(label.toUpperCase(), 'bold');
      drawRow(doc, heading.text, heading.missing, left, y, true);
      y += PAGE.lineHeight;
      continue;
    }
    doc.setFont(face.family, 'normal').setFontSize(12);
    if (line.trim() === '') {
      y += PAGE.lineHeight;
      continue;
    }
    sung++;
    const fitted = face.fit(line, 'normal');
    const rows = doc.splitTextToSize(fitted.text, textWidth) as string[];
    rows.forEach((row, i) => {
      room(PAGE.lineHeight);
      if (i === 0 && song.lineNumbers) {
        doc
          .setFontSize(9)
          .text(String(sung), left - 8, y, { align: 'right' })
          .setFontSize(12);
      }
      drawRow(doc, row, fitted.missing, left, y, false);
      y += PAGE.lineHeight;
    });
  }
  return doc.output('blob');
}
