import { COPY } from '@lyricist/shared/copy';

/** The tooltip text for a speech-recognition error code (R-voice-2). */
export function voiceErrorMessage(code: string): string {
  switch (code) {
    case 'network':
      return COPY.voice.network;
    case 'not-allowed':
      return COPY.voice['not-allowed'];
    case 'no-speech':
      return COPY.voice['no-speech'];
    case 'audio-capture':
      return COPY.voice['audio-capture'];
    default:
      return COPY.voice.other;
  }
}

/** Appends a transcript to what is already typed, with one space between them. */
export function appendTranscript(current: string, transcript: string): string {
  const addition = transcript.trim();
  if (!addition) return current;
  if (!current.trim()) return addition;
  return /\s$/.test(current) ? `${current}${addition}` : `${current} ${addition}`;
}
