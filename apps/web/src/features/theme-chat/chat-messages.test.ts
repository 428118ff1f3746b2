import { COPY } from '@lyricist/shared/copy';
import { describe, expect, it } from 'vitest';
import { assistantMessage, chatBody, insertReply, userMessage } from './chat-messages';

describe('chatBody', () => {
  it('sends the greeting and the conversation before the new message, not what was queued after it', () => {
    const first = userMessage('hello');
    const reply = assistantMessage({ content: 'tell me more', suggestions: ['a line'] });
    const sent = userMessage('my story');
    const queued = userMessage('🎭 Added mood: Happy');
    const body = chatBody([first, reply, sent, queued], sent, 'sid', null);
    expect(body.message).toBe('my story');
    expect(body.chatHistory).toEqual([COPY.chat.opening, 'hello', 'tell me more']);
    expect(body.currentMessages?.map((m) => m.id)).toEqual(['opening', first.id, reply.id]);
    expect(body.sessionId).toBe('sid');
  });
});

describe('insertReply', () => {
  it('places a reply after its own message, before messages queued later', () => {
    const a = userMessage('a');
    const b = userMessage('b');
    const reply = assistantMessage({ content: 'to a', suggestions: [] });
    expect(insertReply([a, b], a.id, reply).map((m) => m.content)).toEqual(['a', 'to a', 'b']);
  });
});
