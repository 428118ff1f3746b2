/**
 * A recorded memo (Opus in WebM or Ogg, AAC in MP4: whatever the browser recorded) → the model's
 * input, mono at 22050 Hz. Runs on the page, since workers have no AudioContext; decoding happens
 * off the main thread inside the browser and the resampling renders offline, so typing goes on.
 */
import { MODEL_SAMPLE_RATE } from '../model-constants';

export async function decodeMemo(bytes: ArrayBuffer): Promise<Float32Array> {
  const context = new AudioContext();
  try {
    const decoded = await context.decodeAudioData(bytes);
    const offline = new OfflineAudioContext(
      1,
      Math.ceil(decoded.duration * MODEL_SAMPLE_RATE),
      MODEL_SAMPLE_RATE,
    );
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    return (await offline.startRendering()).getChannelData(0);
  } finally {
    await context.close();
  }
}
