import { MAX_PRONUNCIATIONS } from '@lyricist/shared/constants';
import type { Pronunciation } from '@lyricist/shared/words/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pronunciations, users } from '../../db/schema/index';
import { AppError, notFound } from '../../errors/app-error';

/** The writer's own syllable counts (issue 17): the only code that reads or writes `pronunciations`. */

const columns = { word: pronunciations.word, syllables: pronunciations.syllables };

export async function listPronunciations(db: Database, userId: string): Promise<Pronunciation[]> {
  return db
    .select(columns)
    .from(pronunciations)
    .where(eq(pronunciations.userId, userId))
    .orderBy(asc(pronunciations.word));
}

/** The writer's counts as the engine takes them: a small map by word. */
export async function pronunciationMap(db: Database, userId: string): Promise<Record<string, number>> {
  const map: Record<string, number> = {};
  for (const { word, syllables } of await listPronunciations(db, userId)) map[word] = syllables;
  return map;
}

/** Sets a count; a new word past MAX_PRONUNCIATIONS is refused with 409 and nothing changes. */
export async function setPronunciation(
  db: Database,
  userId: string,
  entry: Pronunciation,
): Promise<Pronunciation> {
  return db.transaction(async (tx) => {
    // The writer's row is locked, so two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = eq(pronunciations.userId, userId);
    const [existing] = await tx
      .select(columns)
      .from(pronunciations)
      .where(and(mine, eq(pronunciations.word, entry.word)));
    if (!existing) {
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(pronunciations).where(mine);
      if (total >= MAX_PRONUNCIATIONS)
        throw new AppError(
          'conflict',
          `You can keep at most ${MAX_PRONUNCIATIONS} pronunciations. Remove one to add another.`,
        );
    }
    const [row] = await tx
      .insert(pronunciations)
      .values({ userId, ...entry })
      .onConflictDoUpdate({
        target: [pronunciations.userId, pronunciations.word],
        set: { syllables: entry.syllables, updatedAt: new Date() },
      })
      .returning(columns);
    return row as Pronunciation;
  });
}

/** Forgets a count; 404 when the writer has none for that word. */
export async function removePronunciation(db: Database, userId: string, word: string): Promise<void> {
  const removed = await db
    .delete(pronunciations)
    .where(and(eq(pronunciations.userId, userId), eq(pronunciations.word, word)))
    .returning(columns);
  if (removed.length === 0) throw notFound('Pronunciation');
}
