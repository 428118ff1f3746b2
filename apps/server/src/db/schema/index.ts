export * from './musixmatch';
export * from './platform';
export * from './pronunciations';
export * from './rate-limits';
export * from './sessions';
export * from './users';
export * from './versions';
