import { protocol } from '@electric-sql/pglite';

/** A bound parameter as PGlite's `serialize.bind` takes it: text, bytes (sent as binary), or null. */
export type BindValue = string | ArrayBuffer | ArrayBufferView | null;

const { serialize } = protocol;
const EXECUTE_SYNC = new Uint8Array([...serialize.execute({}), ...serialize.sync()]);
const BIND = 0x42;

const bytesOf = (value: Exclude<BindValue, string | null>): Uint8Array =>
  ArrayBuffer.isView(value)
    ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
    : new Uint8Array(value);

/**
 * Bind (unnamed portal, text results), Execute and Sync for a prepared statement, in one buffer,
 * byte for byte what PGlite's serializers send. Theirs encode a 2 KB song through growing DataViews
 * and copy it four times; for the autosave that was ~10% of PGlite's whole save (ADR 059).
 */
export function bindExecuteSync(statement: string, values: readonly BindValue[]): Uint8Array {
  const name = Buffer.from(statement, 'utf8');
  const encoded = values.map((value) =>
    value === null ? null : typeof value === 'string' ? Buffer.from(value, 'utf8') : bytesOf(value),
  );
  const body = encoded.reduce((sum, bytes) => sum + 4 + (bytes?.byteLength ?? 0), 0);
  // Length, portal "", statement name, format codes, values, result format count.
  const length = 4 + 1 + name.byteLength + 1 + 2 + 2 * values.length + 2 + body + 2;
  const message = new Uint8Array(1 + length + EXECUTE_SYNC.byteLength);
  const view = Buffer.from(message.buffer);
  let at = 0;
  view[at++] = BIND;
  at = view.writeInt32BE(length, at);
  view[at++] = 0;
  at += name.copy(view, at);
  view[at++] = 0;
  at = view.writeInt16BE(values.length, at);
  for (const value of values) at = view.writeInt16BE(value === null || typeof value === 'string' ? 0 : 1, at);
  at = view.writeInt16BE(values.length, at);
  for (const bytes of encoded) {
    at = view.writeInt32BE(bytes ? bytes.byteLength : -1, at);
    if (bytes) {
      message.set(bytes, at);
      at += bytes.byteLength;
    }
  }
  at = view.writeInt16BE(0, at);
  message.set(EXECUTE_SYNC, at);
  return message;
}
