import { sectionTag } from '@lyricist/shared/lyrics/sections';

/** Export (issue 18): the plain-text file, the Suno-style clipboard form and the file names. */

/** `My Song!` → `my-song`; a title with no letters or digits gives `lyrics`. */
export function fileName(title: string, extension: 'txt' | 'pdf'): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'lyrics'}.${extension}`;
}

/** The `.txt` download: the title, a blank line, the lyrics as written. */
export const plainText = (title: string, lyrics: string) => `${title}\n\n${lyrics.replace(/\s+$/, '')}\n`;

const tagLabel = (label: string) =>
  label.replace(/\s+/g, ' ').replace(/(^|[\s-])\p{Ll}/gu, (c) => c.toUpperCase());

/**
 * The clipboard form for Suno-style prompts: each tag `[Label]` on its own line with a blank line
 * before it, no blank line between a tag and its lines, single blank lines between stanzas, no
 * trailing spaces. The title is left out: those prompts take it in a field of its own.
 */
export function sectionTagged(lyrics: string): string {
  const out: string[] = [];
  for (const raw of lyrics.split('\n')) {
    const line = raw.trimEnd();
    const label = sectionTag(line);
    const last = out[out.length - 1];
    if (label !== null) {
      if (last !== undefined && last !== '') out.push('');
      out.push(`[${tagLabel(label)}]`);
    } else if (line === '') {
      if (last !== undefined && last !== '' && sectionTag(last) === null) out.push('');
    } else out.push(line);
  }
  while (out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/** Starts a download of `content` as `name` (no server round trip: works offline). */
export function download(name: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the browser's download; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
