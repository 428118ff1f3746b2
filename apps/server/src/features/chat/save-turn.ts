import type { StorytellingDirector, ThemeData } from '@lyricist/shared/ai/contracts';
import { MAX_CHAT_MESSAGES, THEME_CHAT_SESSION_TITLE, THEME_CHAT_STYLE } from '@lyricist/shared/constants';
import type { ChatMessage } from '@lyricist/shared/sessions/contracts';
import type { Database } from '../../db/client';
import { lyricSessions } from '../../db/schema/index';
import { notFound } from '../../errors/app-error';
import { createSession } from '../sessions/create-session';
import { updateOwnedSession } from '../sessions/owned-session';
import { presentSession } from '../sessions/present';
import { ownedBy } from '../sessions/statements';

export type ChatTurnResult = {
  messages: ChatMessage[];
  themeData: ThemeData;
  storytelling: StorytellingDirector;
};

/**
 * Stores one chat turn in a single transaction: appends the messages (oldest dropped past
 * MAX_CHAT_MESSAGES), the theme analysis and the storytelling director. Without a session id it
 * creates the theme-chat session first. The row is locked while appending, so two turns sent at
 * once both land.
 */
export function saveChatTurn(
  db: Database,
  userId: string,
  sessionId: string | null,
  turn: ChatTurnResult,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = sessionId
      ? await tx.select().from(lyricSessions).where(ownedBy(userId, sessionId)).for('update')
      : [
          await createSession(tx, userId, {
            songTitle: THEME_CHAT_SESSION_TITLE,
            lyrics: '',
            style: THEME_CHAT_STYLE,
          }),
        ];
    if (!row) throw notFound('Session');
    const messages = [...presentSession(row).messagesJson, ...turn.messages].slice(-MAX_CHAT_MESSAGES);
    await updateOwnedSession(tx, userId, row.id, {
      messages,
      context: turn.themeData,
      storytellingDirector: turn.storytelling,
    });
    return row.id;
  });
}
