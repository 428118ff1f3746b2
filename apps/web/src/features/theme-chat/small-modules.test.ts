import { COPY } from '@lyricist/shared/copy';
import { describe, expect, it } from 'vitest';
import { addedArtistMessage, addedGenreMessage, addedMoodMessage, addedSongMessage } from './auto-messages';
import { chipLabel } from './chip-label';
import { appendTranscript, voiceErrorMessage } from './voice-errors';

describe('chipLabel', () => {
  it('shows the title, the one name, or the first name +N', () => {
    expect(chipLabel([], 'Mood')).toBe('Mood');
    expect(chipLabel(['Happy'], 'Mood')).toBe('Happy');
    expect(chipLabel(['Happy', 'Sad', 'Chill'], 'Mood')).toBe('Happy +2');
  });
});

describe('automatic messages', () => {
  it('start with an emoji and carry the exact text (R-pinned-2)', () => {
    expect(addedMoodMessage('Happy')).toBe('🎭 Added mood: Happy');
    expect(addedGenreMessage('R&B')).toBe('🎵 Added genre: R&B');
    expect(addedArtistMessage('Ada')).toBe('🎤 Added reference artist: Ada');
  });

  it('name every artist of a song, and leave out "by" when there is none', () => {
    const artists = [{ name: 'A' }, { name: 'B' }];
    expect(addedSongMessage({ name: 'X', artists })).toBe('🎶 Added reference song: X by A, B');
    expect(addedSongMessage({ name: 'X', artists: [] })).toBe('🎶 Added reference song: X');
  });
});

describe('voice input', () => {
  it('maps each error code to its tooltip, anything else to the generic one', () => {
    expect(voiceErrorMessage('network')).toBe(COPY.voice.network);
    expect(voiceErrorMessage('not-allowed')).toBe(COPY.voice['not-allowed']);
    expect(voiceErrorMessage('no-speech')).toBe(COPY.voice['no-speech']);
    expect(voiceErrorMessage('audio-capture')).toBe(COPY.voice['audio-capture']);
    expect(voiceErrorMessage('aborted')).toBe('Voice input unavailable');
  });

  it('appends the transcript after what is typed with a single space', () => {
    expect(appendTranscript('', ' hello ')).toBe('hello');
    expect(appendTranscript('I feel', 'lost')).toBe('I feel lost');
    expect(appendTranscript('I feel\n', 'lost')).toBe('I feel\nlost');
    expect(appendTranscript('I feel', '  ')).toBe('I feel');
  });
});
