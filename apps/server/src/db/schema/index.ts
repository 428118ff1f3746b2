export * from './musixmatch';
export * from './platform';
export * from './pronunciations';
export * from './rate-limits';
export * from './sessions';
export * from './throttles';
export * from './users';
export * from './versions';
