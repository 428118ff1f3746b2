/**
 * The layers of the house and the one direction they point (README "Layers"). `npm test` runs
 * `npm run check:layers`, which fails on any import against the direction. A layer may import its own
 * layer and the layers listed before it, never one after it.
 */

/** The engine's folders, bottom to top. Folders on one line are one layer. */
const ENGINE_LAYERS = [
  ['util'],
  ['banks'],
  ['phonetics'],
  ['lexicon', 'language-model'],
  ['vocabulary'],
  ['reading'],
  ['conversation'],
  ['compose'],
  ['form'],
];
/** The engine's tasks: above every layer, and no task imports another. */
const ENGINE_TASKS = ['autocomplete', 'chat', 'directors', 'title', 'prosody'];

/** The server's folders, bottom to top; `app.ts`, `app-deps.ts` and `main.ts` compose them all. */
const SERVER_LAYERS = [
  ['lib', 'errors', 'logging'],
  ['db', 'identity', 'config', 'limits'],
  ['http', 'platform', 'throttles', 'ai', 'security', 'rate-limit-store', 'json-body', 'web-static'],
  ['features'],
];

const ENGINE = '^packages/lyric-engine/src/';
const SERVER = '^apps/server/src/';
const alternatives = (names) => `(${names.join('|')})`;
const TEST_FILE = '\\.test\\.tsx?$';

/** For each layer, a rule that forbids importing any layer above it. */
function layerRules(prefix, layers, label) {
  return layers.flatMap((layer, index) => {
    const above = layers.slice(index + 1).flat();
    if (above.length === 0) return [];
    return [
      {
        name: `${label}-${layer.join('-')}-points-down`,
        comment: `${label}: ${layer.join(', ')} may not import ${above.join(', ')} (a layer above it)`,
        severity: 'error',
        from: { path: `${prefix}${alternatives(layer)}(/|\\.ts$)`, pathNot: TEST_FILE },
        to: { path: `${prefix}${alternatives(above)}(/|\\.ts$)` },
      },
    ];
  });
}

const engineBelowTasks = ENGINE_LAYERS.flat();

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A module may not depend on itself through others.',
      severity: 'error',
      from: { pathNot: TEST_FILE },
      to: { circular: true },
    },
    ...layerRules(ENGINE, [...ENGINE_LAYERS, ENGINE_TASKS], 'engine'),
    {
      name: 'engine-task-imports-no-task',
      comment: 'engine: a task (autocomplete, chat, directors, title, prosody) may not import another task',
      severity: 'error',
      from: { path: `${ENGINE}${alternatives(ENGINE_TASKS)}(/|\\.ts$)`, pathNot: TEST_FILE },
      to: { path: `${ENGINE}${alternatives(ENGINE_TASKS)}(/|\\.ts$)`, pathNot: `${ENGINE}$1(/|\\.ts$)` },
    },
    {
      name: 'engine-layers-known',
      comment: 'engine: every folder of src/ is a layer or a task named in .dependency-cruiser.cjs',
      severity: 'error',
      from: { path: ENGINE },
      to: {
        path: `${ENGINE}[^/]+/`,
        pathNot: `${ENGINE}${alternatives([...engineBelowTasks, ...ENGINE_TASKS, 'turn'])}/`,
      },
    },
    ...layerRules(SERVER, SERVER_LAYERS, 'server'),
    {
      name: 'shared-imports-no-package',
      comment: 'packages/shared is the bottom of the house: it imports no other package of ours',
      severity: 'error',
      from: { path: '^packages/shared/', pathNot: TEST_FILE },
      to: { path: '^(packages/(?!shared/)|apps/|e2e/|bench/)' },
    },
    {
      name: 'engine-imports-only-shared',
      comment: 'the engine imports only packages/shared',
      severity: 'error',
      from: { path: '^packages/lyric-engine/', pathNot: TEST_FILE },
      to: { path: '^(packages/(?!lyric-engine/|shared/)|apps/|e2e/)' },
    },
    {
      name: 'model-imports-engine-and-shared',
      comment: 'the language model package imports only the engine and packages/shared',
      severity: 'error',
      from: { path: '^packages/lyric-model/', pathNot: TEST_FILE },
      to: { path: '^(packages/(?!lyric-model/|lyric-engine/|shared/)|apps/|e2e/)' },
    },
    {
      name: 'melody-imports-only-shared',
      comment: 'the melody package imports only packages/shared',
      severity: 'error',
      from: { path: '^packages/melody/', pathNot: TEST_FILE },
      to: { path: '^(packages/(?!melody/|shared/)|apps/|e2e/|bench/)' },
    },
    {
      name: 'web-imports-only-shared',
      comment:
        'the web app imports only packages/shared (the server does the writing) and packages/melody (a memo is transcribed in the browser)',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: TEST_FILE },
      to: { path: '^(packages/(?!shared/|melody/)|apps/(?!web/)|e2e/|bench/)' },
    },
    {
      name: 'web-melody-in-the-browser',
      comment:
        "the web app's source takes melody's browser side, never its Node side (only the build reads that)",
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/melody/src/node\\.ts$' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^(apps/web/|e2e/|bench/)' },
    },
    {
      name: 'e2e-shares-through-test-support',
      comment: "e2e reaches fakes and helpers through packages/test-support, never a bench or an app's tests",
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^(apps/[^/]+/test/|bench/)' },
    },
    {
      name: 'bench-shares-through-test-support',
      comment: "benches reach fakes and helpers through packages/test-support, never e2e or an app's tests",
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^(apps/[^/]+/test/|e2e/)' },
    },
    {
      name: 'product-imports-no-test-code',
      comment: 'product source never imports tests, fakes, benches or test support',
      severity: 'error',
      from: { path: '^(apps/[^/]+|packages/(?!test-support/)[^/]+)/src/', pathNot: TEST_FILE },
      to: {
        path: `(${TEST_FILE}|^e2e/|^bench/|^packages/test-support/|^apps/[^/]+/test/|/fast-check/)`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tmp|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
