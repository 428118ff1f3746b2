/**
 * Where the web build puts what the melody worker needs (R-memo-7), for the build and the server
 * that serves it: the model and WASM files under one path, and the worker's own script by a name the
 * server knows, since only that script's policy allows WebAssembly.
 */
export const MELODY_ASSETS_PATH = '/melody/';
export const MELODY_WORKER_PREFIX = 'melody-worker-';
