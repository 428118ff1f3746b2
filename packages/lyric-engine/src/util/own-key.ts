/**
 * Whether the writer's text can be used as a key of a word-bank table: "constructor" or "__proto__"
 * would find Object.prototype instead of a missing entry.
 */
export const isOwnKeySafe = (name: string) =>
  !(name.trim().toLowerCase().replace(/\s+/g, '-') in Object.prototype);
