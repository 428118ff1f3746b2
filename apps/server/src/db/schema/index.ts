export * from './platform';
export * from './sessions';
export * from './users';
