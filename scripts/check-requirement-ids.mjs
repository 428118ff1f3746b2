#!/usr/bin/env node
// Requirement ids (docs/requirements.md) are what comments, test names and ADRs cite. This fails, listing
// file:line, on a cited `R-…` id that docs/requirements.md does not define, on an id defined twice, and
// on a citation of the old external documents ("SPEC point N", "DESIGN.md") outside docs/decisions/,
// whose ADRs keep their wording as a record. Plain Node, no dependencies: node scripts/check-requirement-ids.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const REQUIREMENTS = 'docs/requirements.md';
const SELF = 'scripts/check-requirement-ids.mjs';

const ID = /\bR-[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*-\d+\b/g;
const DEFINITION = /^- \*\*(R-[a-z][a-z0-9-]*-\d+)\*\*/;
// The old documents lived outside the repository: a newcomer cannot open what these point to.
const OLD_CITATION = /\bSPEC(?:\.md)?\b|\bDESIGN(?:\.md)?\b|\b[Ss]pec points?\b/;
const TEXT = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.json',
  '.sh',
  '.css',
  '.html',
  '.yml',
  '.yaml',
  '.sql',
  '.txt',
]);
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.tmp',
  'data',
  'test-results',
  'playwright-report',
  'models',
]);
const SKIP_FILES = new Set([SELF, 'package-lock.json']);

/** The repository's files: git's list (tracked and not ignored) where there is one, else a walk. */
function repositoryFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.data-')) walk(path);
        } else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

function readText(path) {
  try {
    if (!statSync(join(root, path)).isFile()) return null;
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return null; // listed by git but moved or deleted meanwhile
  }
}

const problems = [];
const defined = new Map();
const requirements = readText(REQUIREMENTS);
if (requirements === null) {
  console.error(`${REQUIREMENTS} is missing`);
  process.exit(1);
}
requirements.split('\n').forEach((line, i) => {
  const id = DEFINITION.exec(line)?.[1];
  if (!id) return;
  if (defined.has(id))
    problems.push(`${REQUIREMENTS}:${i + 1}: ${id} is defined twice (first on line ${defined.get(id)})`);
  else defined.set(id, i + 1);
});

const cited = new Set();
let citations = 0;
let citingFiles = 0;
for (const path of repositoryFiles()) {
  if (SKIP_FILES.has(path) || !TEXT.has(extname(path))) continue;
  const text = readText(path);
  if (text === null) continue;
  const isDecision = path.startsWith('docs/decisions/');
  let cites = false;
  text.split('\n').forEach((line, i) => {
    for (const [id] of line.matchAll(ID)) {
      if (path === REQUIREMENTS && DEFINITION.exec(line)?.[1] === id) continue;
      cites = true;
      citations++;
      cited.add(id);
      if (!defined.has(id)) problems.push(`${path}:${i + 1}: ${id} is not defined in ${REQUIREMENTS}`);
    }
    if (!isDecision && OLD_CITATION.test(line)) {
      problems.push(`${path}:${i + 1}: cites the old spec or design document; cite a requirement id instead`);
    }
  });
  if (cites && path !== REQUIREMENTS) citingFiles++;
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} problem(s); requirement ids are defined in ${REQUIREMENTS}`);
  process.exit(1);
}
console.log(
  `${defined.size} requirement ids defined; ${citations} citations of ${cited.size} ids in ${citingFiles} files; all defined.`,
);
