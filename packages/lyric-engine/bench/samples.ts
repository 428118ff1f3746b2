import type { WritingContext } from '@lyricist/shared/ai/contracts';
import { autocomplete, chat, storytellingDirector, styleDirector } from '../src/index';

/** The showcase conversations from the quality issue, printed as a writer would see them. */

export const FARM_MESSAGE =
  'My dad sold the farm last spring and I keep driving past the old red barn at night. I miss the smell of hay and his radio in the kitchen.';
export const FARM_CONTEXT: WritingContext = {
  moods: ['nostalgic'],
  genres: ['folk'],
  artists: [],
  songs: [],
};
export const MONEY_MESSAGE =
  'My best friend lied to me about the money. I lent him everything I had saved and he swore he would pay it back, then he laughed about it behind my back. I am so angry I could scream.';
export const MONEY_CONTEXT: WritingContext = {
  moods: ['angry'],
  genres: ['punk', 'rock'],
  artists: [],
  songs: [],
};

export function directorsFor(message: string, context: WritingContext) {
  const out = chat({ message, history: [], context });
  const history = [{ role: 'user' as const, content: message }];
  const storytelling = storytellingDirector({ history, themeData: out.themeData });
  return { out, storytelling, style: styleDirector(context) };
}

export function writeLines(message: string, context: WritingContext, count: number, start = ''): string[] {
  const { storytelling, style } = directorsFor(message, context);
  let lyrics = start;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const { suggestion } = autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style });
    lines.push(suggestion);
    lyrics += `${suggestion}\n`;
  }
  return lines;
}

export function finish(message: string, context: WritingContext, lyrics: string): string {
  const { storytelling, style } = directorsFor(message, context);
  return autocomplete({ lyrics, cursorPosition: lyrics.length, storytelling, style }).suggestion;
}

function main(): void {
  const farm = directorsFor(FARM_MESSAGE, FARM_CONTEXT);
  console.log('farm storytelling:', JSON.stringify(farm.storytelling));
  console.log('farm themeData:', JSON.stringify(farm.out.themeData));
  console.log('\n8 lines:');
  for (const l of writeLines(FARM_MESSAGE, FARM_CONTEXT, 8)) console.log(`  ${l}`);
  const partial = 'I drove past the barn where';
  console.log(`\nfinish: ${partial} | ${finish(FARM_MESSAGE, FARM_CONTEXT, partial)}`);
  for (const p of [
    'My father sold the',
    'I keep driving past the',
    'The radio was playing in',
    'I miss him when',
  ]) {
    console.log(`finish: ${p} | ${finish(FARM_MESSAGE, FARM_CONTEXT, `${p}`)}`);
  }
  console.log('\nfarm chat suggestions:');
  for (const s of farm.out.suggestions) console.log(`  ${s}`);
  const money = directorsFor(MONEY_MESSAGE, MONEY_CONTEXT);
  console.log('\nmoney themeData:', JSON.stringify(money.out.themeData));
  console.log('money chat suggestions:');
  for (const s of money.out.suggestions) console.log(`  ${s}`);
  console.log('\nmoney 4 lines:');
  for (const l of writeLines(MONEY_MESSAGE, MONEY_CONTEXT, 4)) console.log(`  ${l}`);
}

if (process.argv[1]?.endsWith('samples.ts')) main();
