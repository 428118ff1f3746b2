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

  it('keeps a reply with its offers, and the offers out of the body', () => {
    const artist = { id: '24100301', name: 'Sable Monroe', image: null, images: [], popularity: 60 };
    const references = { artists: [artist], songs: [] };
    const reply = assistantMessage({ content: 'warm and slow', suggestions: [], references });
    expect(reply.references).toEqual(references);
    const sent = userMessage('more');
    const body = chatBody([reply, sent], sent, 'sid', null);
    expect(body.currentMessages?.[1]).toEqual({ ...reply, references: undefined });
    expect(body.currentMessages?.[1]).not.toHaveProperty('references');
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
