import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedModel, loadLlamaModel } from './llama-model';
import { DEFAULT_MODEL_PATH } from './model-file';

/**
 * The real model (`npm run model:fetch`; `npm test` fetches it): small, so it loads in seconds. What
 * it writes varies with the model; what the code around it guarantees must not.
 */
let model: LoadedModel;
beforeAll(async () => {
  model = await loadLlamaModel(path.resolve(DEFAULT_MODEL_PATH), 2);
}, 60_000);
afterAll(() => model.close());

const SONG = 'The Porch Light\n\nI left the porch light burning through the night\n';

describe('the ending grammar', { timeout: 60_000 }, () => {
  it('always ends on one of the allowed words, whatever the line before it', async () => {
    const allowed = ['light', 'bright', 'white', 'tight', 'fight'];
    for (const head of [
      `${SONG}And every moth`,
      `${SONG}You said goodbye`,
      `${SONG}We`,
      `${SONG}Purple seven`,
    ]) {
      expect(allowed).toContain(await model.chooseEnd(head, allowed, 7));
    }
  });

  it('takes a word on a fresh line without a space before it', async () => {
    expect(['Tonight', 'Goodnight']).toContain(await model.chooseEnd(SONG, ['Tonight', 'Goodnight'], 7));
  });
});

describe('the likelihood of a line', { timeout: 60_000 }, () => {
  it('is higher for a line that reads as English than for word salad', async () => {
    const sung = await model.likelihood(SONG, 'So you could find your way back home tonight\n');
    const salad = await model.likelihood(SONG, 'Tonight home back way your find could you so\n');
    expect(sung).toBeGreaterThan(salad);
  });
});

describe('continuations', { timeout: 60_000 }, () => {
  it('are cut at the end of the line, and the same seed gives the same lines', async () => {
    const options = { count: 2, maxTokens: 24, seed: 11 };
    const first = await model.continueLine(SONG, options);
    expect(first).toHaveLength(2);
    for (const line of first) expect(line).not.toContain('\n');
    expect(await model.continueLine(SONG, options)).toEqual(first);
  });
});
