import { COPY } from '@lyricist/shared/copy';
import { MEMO_AUDIO_BITS_PER_SECOND } from '@lyricist/shared/web-constants';
import { TAKE_CHUNK_MS } from './takes';

/**
 * The browser's MediaRecorder, for voice memos (R-memo-6). The browser encodes off the main
 * thread; this only collects the chunks it hands over once a second (and passes each on to be
 * kept, takes.ts), so typing never waits.
 */

/** Opus first (WebM in Chromium, Ogg in Firefox), then what Safari records (AAC in MP4). */
const PREFERRED_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
  'audio/webm',
];

export const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The first type this browser records; undefined leaves the choice to the browser. */
export function recordingType(isTypeSupported = (type: string) => MediaRecorder.isTypeSupported(type)) {
  return PREFERRED_TYPES.find(isTypeSupported);
}

/** R-voice-2's words for a microphone that would not start. */
export function microphoneErrorMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return COPY.voice['not-allowed'];
  if (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError')
    return COPY.voice['audio-capture'];
  return COPY.voice.other;
}

export type Recording = {
  /** performance.now() when the recorder started. */
  startedAt: number;
  /** Stops, releases the microphone and answers the audio and its length. */
  stop: () => Promise<{ audio: Blob; durationMs: number }>;
  /** Stops and throws the audio away (the writer left the song). */
  cancel: () => void;
};

/** `onChunk` gets each chunk as the browser hands it over, to keep the take as it grows. */
export async function startRecording(onChunk: (chunk: Blob, index: number) => void): Promise<Recording> {
  // A sung line is music: the voice-call filters would flatten it.
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: true },
  });
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, {
      mimeType: recordingType(),
      audioBitsPerSecond: MEMO_AUDIO_BITS_PER_SECOND,
    });
  } catch (error) {
    release();
    throw error;
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    onChunk(event.data, chunks.length - 1);
  };
  const started = new Promise<number>((resolve) => {
    recorder.onstart = () => resolve(performance.now());
  });
  recorder.start(TAKE_CHUNK_MS);
  const startedAt = await started;

  return {
    startedAt,
    stop: () =>
      new Promise((resolve) => {
        const durationMs = Math.round(performance.now() - startedAt);
        recorder.onstop = () => {
          release();
          resolve({ audio: new Blob(chunks, { type: recorder.mimeType }), durationMs });
        };
        recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = release;
      if (recorder.state !== 'inactive') recorder.stop();
      else release();
    },
  };
}
