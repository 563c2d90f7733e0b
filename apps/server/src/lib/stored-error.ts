/**
 * What the database keeps of a failure (a job's `last_error`, a workflow run's `error`, an undo's
 * `last_error`), which the admin's list of failed undos shows: the error's kind and code and its message,
 * never what it carried. A failed query's message holds the statement's parameters (drizzle's "params: …",
 * the argon2 hash of a new user's password, an email, a card token); the log's serializer scrubs them
 * (http/logging.ts), a stored text is scrubbed here. One description for every writer.
 */

/** A stored description's longest length; a cause's message gets a share of it. */
const MAX_LENGTH = 500;
const MAX_PART = 240;
/** How many causes deep (drizzle's DrizzleQueryError wraps the driver's error). */
const MAX_CAUSES = 3;

const REDACTED = '[redacted]';

/** Where the parameters or the server's detail (PostgreSQL's DETAIL: "Key (email)=(…)") begin: cut from there. */
const CARRIED = /\s*\b(?:params|parameters|detail|values)\s*:[\s\S]*$/i;
/** PostgreSQL repeats a refused value in its message: 'invalid input syntax for type uuid: "…"', 'value "…" is out of range'. */
const VALUE_IN_MESSAGE: [RegExp, string][] = [
  [/(invalid input (?:syntax|value) for [^:\n]+): .*/gi, `$1: ${REDACTED}`],
  [/\bvalue "[^"]*"/gi, `value ${REDACTED}`],
];
/** A password hash in crypt format ($argon2id$…, $2b$…, $scrypt$…). */
const HASH = /\$(?:argon2(?:id|i|d)|2[abxy]|scrypt|pbkdf2[\w-]*)\$[\w$.,=+/-]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** An absolute path (not a URL's path): only its file name is kept. */
const PATH = /(?<![\w:/.])(?:\/[^\s'"/()]+)+\/([^\s'"/()]+)/g;
/** A card number, with or without its spaces or dashes. */
const CARD = /\b\d(?:[ -]?\d){11,18}\b/g;
/** A long run of letters and digits both: a token, a key or a hash written out (not a constraint's name). */
const OPAQUE = /[A-Za-z0-9+/_=-]{32,}/g;
const opaque = (run: string) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? REDACTED : run);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A message as it may be stored: parameters and details cut, values and secrets redacted, paths shortened. */
export function safeErrorText(text: string, max = MAX_LENGTH): string {
  let out = text.replace(CARRIED, '');
  for (const [value, replacement] of VALUE_IN_MESSAGE) out = out.replace(value, replacement);
  out = out
    .replace(HASH, REDACTED)
    .replace(EMAIL, REDACTED)
    .replace(PATH, '$1')
    .replace(CARD, REDACTED)
    .replace(OPAQUE, opaque)
    .replace(/\s+/g, ' ')
    .trim();
  return clip(out, max);
}

/**
 * PostgreSQL's refusal, from pg or PGlite: its class is named 'error' by the protocol (and minified in
 * PGlite), so it is known by its SQLSTATE and severity.
 */
const isDatabaseError = (err: Error) => {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/** 'DatabaseError 23505', 'TypeError'; nothing for a plain Error without a code (its message says it all). */
function kindOf(err: Error): string {
  const name = isDatabaseError(err)
    ? 'DatabaseError'
    : err.name !== 'Error'
      ? err.name
      : (err.constructor?.name ?? 'Error');
  const code = (err as { code?: unknown }).code;
  const coded = typeof code === 'string' || typeof code === 'number' ? ` ${code}` : '';
  return name === 'Error' && !coded ? '' : `${name}${coded}`;
}

/**
 * The safe description of a failure, to store: its kind and code and its scrubbed message, then its
 * causes' (`DrizzleQueryError: Failed query: insert into "users" … ← DatabaseError 23505: duplicate key
 * value violates unique constraint "users_email_idx"`).
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return safeErrorText(typeof err === 'string' ? err : `thrown ${typeof err}`);
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < MAX_CAUSES; depth++, e = e.cause) {
    const kind = kindOf(e);
    const message = safeErrorText(e.message, MAX_PART);
    parts.push(kind && message ? `${kind}: ${message}` : kind || message);
  }
  return clip(parts.join(' ← '), MAX_LENGTH);
}
