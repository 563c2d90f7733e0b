/**
 * No secrets in the log (issue 13.7): request URLs lose their tokens, database errors lose their
 * parameters (a failed insert into users carries the password's argon2 hash), and any object
 * logged with a password, hash, token or card number has it replaced before it is written.
 */
import { pino, stdSerializers, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';

export const REDACTED = '[redacted]';

/** Path segments that are secrets themselves: the reset link's token (web route and API alike). */
const SECRET_PATH = /(\/(?:resetpassword|reset-password|reset-token)\/)[^/?#]+/gi;
/** Query parameters whose value is a secret. */
const SECRET_PARAM = /token|secret|password|passwd|key|code|signature|session|card/i;

/** A URL as it may be logged: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponent(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** Drizzle puts the statement's parameters in the message ("params: …") and on the error itself. */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const SECRET_KEYS = new Set(['params', 'parameters', 'values', 'password', 'passwordHash', 'token']);

type Serialized = Record<string, unknown>;
const scrubText = (text: string) => text.replace(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`);
function scrub(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Serialized = {};
  for (const [key, v] of Object.entries(value as Serialized)) {
    if (SECRET_KEYS.has(key)) out[key] = REDACTED;
    else if (typeof v === 'string') out[key] = scrubText(v);
    else out[key] = scrub(v, depth + 1);
  }
  return out;
}

/** pino's error serializer (type, message, stack, cause…), then parameters and secrets removed. */
export function serializeError(err: unknown) {
  // Something else thrown (a string, a plain object): as it is, parameters and secret-named fields removed.
  if (!(err instanceof Error)) return typeof err === 'string' ? scrubText(err) : scrub(err);
  // pg-pool puts the connection on an idle connection's error (`err.client`): its state, prepared statements'
  // texts and all, several kB a line, and nothing a reader of the log needs.
  const { client: _client, ...s } = stdSerializers.err(err) as ReturnType<typeof stdSerializers.err> & {
    client?: unknown;
  };
  return {
    ...(scrub(s) as Serialized),
    type: s.type,
    message: scrubText(s.message),
    stack: scrubText(s.stack),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fields of any object logged: passwords, hashes, tokens, card numbers and reset links. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.accesstoken',
  'req.headers.cookie',
  'headers.authorization',
  'headers.accesstoken',
  ...[
    'password',
    'newPassword',
    'oldPassword',
    'confirmPassword',
    'passwordHash',
    'token',
    'accessToken',
    'resetLink',
    'link',
    'cardNumber',
    'number',
    'cvc',
  ].flatMap((k) => [k, `*.${k}`]),
];

/** The server's logger options: level from config, redaction, and the request and error serializers. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        hostname: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: serializeError,
    },
  } satisfies LoggerOptions;
}

/**
 * The process's one logger, made once at start (main.ts) before the database is opened: Fastify is
 * given it as its `loggerInstance` (app.log is its child) and the app's code has it as `deps.log`, so
 * every line goes through the same redaction. JSON lines to `stream`, stdout by default.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, stream?: NodeJS.WritableStream): Logger {
  return stream ? pino(loggerOptions(config), stream) : pino(loggerOptions(config));
}
