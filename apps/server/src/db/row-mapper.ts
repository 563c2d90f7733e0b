/**
 * Rows of a prepared select turned into objects by a function made once per statement (issue 29).
 *
 * Drizzle asks the driver for each row as an array and turns it into the select's object with
 * `mapResultRow`, which for every column of every row works out the column's decoder again (four `is()`
 * checks), walks its path with `path.entries()` (an iterator and an array per step) and adds the
 * properties one at a time. Under bench:day at 200 requests/s that was 18% of everything the API process
 * allocated (a sampling heap profile), and allocation is what makes the young-generation collections
 * that stall every request in flight. The function made here does the same work with the decoders and
 * paths worked out once: one object literal per row (nested ones for joined tables), a decoder called
 * only where the column has one.
 *
 * It answers exactly what `mapResultRow` answers, key order included, and a left-joined table's object
 * is null on the same rule: its first column is null and every column of it comes from that table
 * (row-mapper.test.ts compares the two over real statements).
 */
import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** A selected field as drizzle's prepared query keeps it (`orderSelectedFields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder drizzle's mapResultRow uses for a field (the same branches, once). */
function decoderOf(field: unknown): Decoder {
  // An SQL's decoder is internal to drizzle (its `mapWith`); mapResultRow reads it so.
  const of = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return of(field);
  if (is(field, Subquery)) return of(field._.sql as SQL);
  return of((field as SQL.Aliased).sql);
}

/** A column's value as the template of the row's object shows it: its index, and the object it sits in. */
type Template = Map<string, number | Template>;

/**
 * The function turning one driver row (an array, columns in the select's order) into the select's object,
 * as drizzle's `mapResultRow(fields, row, joinsNotNullableMap)` does.
 */
export function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: unknown[]) => Record<string, unknown> {
  const template: Template = new Map();
  const decoders: Decoder[] = [];
  fields.forEach(({ path, field }, i) => {
    decoders.push(decoderOf(field));
    let node = template;
    path.forEach((chunk, depth) => {
      if (depth === path.length - 1) return node.set(chunk, i);
      let next = node.get(chunk);
      if (!(next instanceof Map)) node.set(chunk, (next = new Map()));
      node = next;
    });
  });
  // Which objects of the row stand for a left-joined table, and may be null (mapResultRow's nullifyMap).
  const nullable = new Map<string, number>();
  if (joinsNotNullableMap) {
    const tables = new Map<string, { first: number; table: string | false }>();
    fields.forEach(({ path, field }, i) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = tables.get(path[0]!);
      if (!seen) tables.set(path[0]!, { first: i, table });
      else if (seen.table !== table) seen.table = false;
    });
    for (const [name, { first, table }] of tables)
      if (table !== false && !joinsNotNullableMap[table]) nullable.set(name, first);
  }
  const identity = Column.prototype.mapFromDriverValue;
  const value = (i: number) =>
    decoders[i]!.mapFromDriverValue === identity ? `r[${i}]` : `(r[${i}] === null ? null : d[${i}](r[${i}]))`;
  const literal = (node: Template): string =>
    `{${[...node]
      .map(([key, at]) => `${JSON.stringify(key)}: ${typeof at === 'number' ? `v${at}` : literal(at)}`)
      .join(', ')}}`;
  const top = [...template].map(([key, at]) => {
    if (typeof at === 'number') return `${JSON.stringify(key)}: v${at}`;
    const first = nullable.get(key);
    return `${JSON.stringify(key)}: ${first === undefined ? literal(at) : `v${first} === null ? null : ${literal(at)}`}`;
  });
  const body = `return (r) => {\n${fields.map((_, i) => `  const v${i} = ${value(i)};`).join('\n')}\n  return {${top.join(', ')}};\n};`;
  const decode = decoders.map((decoder) => decoder.mapFromDriverValue.bind(decoder));
  return new Function('d', body)(decode) as (row: unknown[]) => Record<string, unknown>;
}

/** What a drizzle prepared select keeps of its fields (node-postgres' and PGlite's alike). */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Makes a drizzle prepared select map its rows with `rowMapper` (drizzle calls a prepared query's
 * `customResultMapper`, when it has one, with the driver's rows instead of mapping each with
 * mapResultRow). Anything else is left as it is.
 */
export function withRowMapper<Q>(query: Q): Q {
  const prepared = query as PreparedSelect;
  if (
    typeof query !== 'object' ||
    query === null ||
    !Array.isArray(prepared.fields) ||
    prepared.customResultMapper
  )
    return query;
  const map = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(map);
  return query;
}
