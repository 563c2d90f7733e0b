/**
 * A table's columns less the ones an answer leaves out (ids of its owner, generated flags, times), to
 * select exactly what the answer's schema declares (issue 31.1: the serializer refuses the rest).
 */
export function columnsExcept<C extends Record<string, unknown>, K extends keyof C>(
  columns: C,
  ...left: K[]
): Omit<C, K> {
  return Object.fromEntries(Object.entries(columns).filter(([k]) => !left.includes(k as K))) as Omit<C, K>;
}

/** Only the named columns of a table's: a statement that reads what its answer shows and no more. */
export function columnsOnly<C extends Record<string, unknown>, K extends keyof C>(
  columns: C,
  ...kept: K[]
): Pick<C, K> {
  return Object.fromEntries(kept.map((k) => [k, columns[k]])) as Pick<C, K>;
}

/** The fields of a row that `columns` names: what a select of those columns gives. */
export function pickColumns<R extends object, C extends Partial<Record<keyof R, unknown>>>(
  row: R,
  columns: C,
): Pick<R, keyof C & keyof R> {
  return Object.fromEntries(Object.keys(columns).map((k) => [k, row[k as keyof R]])) as Pick<
    R,
    keyof C & keyof R
  >;
}
