import { type PGlite, parse, protocol, type QueryOptions, type Results, types } from '@electric-sql/pglite';
import { type BindValue, bindExecuteSync } from './pglite-bind';

/**
 * The types drizzle reads from PGlite as their text and parses itself: timestamps, dates, intervals,
 * and arrays of these and of numeric. Its driver passes an as-text parser for each with every query.
 */
const READ_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const { serialize } = protocol;

type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** A statement prepared by name: its parameters' types, and the description of its rows. */
type Prepared = { name: string; text: string; paramTypes: number[]; rows: BackendMessages };

/** The options without drizzle's parsers when those are all as-text ones the client already applies. */
function withoutAsTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid of Object.keys(parsers)) if (!READ_AS_TEXT.includes(Number(oid))) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

const concat = (parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.byteLength;
  }
  return message;
};

/**
 * Makes drizzle's queries on PGlite cost what they must (ADR 058). PGlite's `query` sends every
 * statement as six protocol messages, parses it anew each time (it has no named statements), and
 * copies its ~320 type parsers into a new object whenever a query brings parsers of its own, which
 * drizzle's always do: about 300 µs for the autosave's UPDATE, where the statement itself takes 100.
 * Here the client reads drizzle's as-text types as text itself, so those parsers are dropped; and a
 * statement drizzle prepared (it passes the same options object on every run) is prepared by name
 * on its second run, then runs as one message, bind, execute and sync, under PGlite's two locks as
 * `query` takes them, so never inside another caller's transaction. Each run is still planned for
 * its values and the table as it is (`force_custom_plan`, as PGlite's unnamed statements are): PGlite
 * has no autovacuum to renew statistics, and a generic plan made on a small table (a sequential scan)
 * would be kept however large the table grew. Results and errors are as `query` gives them; queries
 * in a transaction keep `query`.
 */
export async function adaptPgliteForDrizzle(client: PGlite): Promise<void> {
  for (const oid of READ_AS_TEXT) client.parsers[oid] = asText;
  await client.exec('set plan_cache_mode = force_custom_plan');
  const query = client.query.bind(client);
  const runOnce = new WeakSet<QueryOptions>();
  const prepared = new WeakMap<QueryOptions, Promise<Prepared>>();
  let count = 0;

  const exclusive = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    message: Uint8Array,
  ) => {
    await client._checkReady();
    try {
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => client.execProtocolStream(message, { syncToFs: true })),
      );
    } catch (error) {
      // As PGlite's own query reports a failed statement.
      throw error instanceof protocol.messages.DatabaseError
        ? Object.assign(error, { query: text, params, queryOptions: options })
        : error;
    }
  };

  const prepare = async (text: string, options: QueryOptions): Promise<Prepared> => {
    const name = `drizzle_${++count}`;
    const described = await exclusive(
      text,
      [],
      options,
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const paramTypes = parse.parseDescribeStatementResults(described);
    return { name, text, paramTypes, rows: described.filter((message) => message.name === 'rowDescription') };
  };

  const execute = async <T>(statement: Prepared, params: unknown[], options: QueryOptions | undefined) => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i] as number;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return (serializer ? serializer(value) : String(value)) as BindValue;
    });
    const message = bindExecuteSync(statement.name, values);
    const messages = await exclusive(statement.text, params, options, message);
    return parse.parseResults([...statement.rows, ...messages], client.parsers, options)[0] as Results<T>;
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const lean = withoutAsTextParsers(options);
    if (!options || options.blob || options.paramTypes) return query<T>(text, params, lean);
    let statement = prepared.get(options);
    if (!statement) {
      if (!runOnce.has(options)) {
        runOnce.add(options);
        return query<T>(text, params, lean);
      }
      statement = prepare(text, options);
      prepared.set(options, statement);
      statement.catch(() => prepared.delete(options));
    }
    const ready = await statement;
    if (ready.text !== text) return query<T>(text, params, lean);
    try {
      return await execute<T>(ready, params, lean);
    } catch (error) {
      // A table changed under the statement in a way its plan cannot follow: prepare it again.
      if ((error as { code?: string }).code === '0A000') prepared.delete(options);
      throw error;
    }
  };
}
