/**
 * What server code writes its log through (issue 31): the app's one pino logger (http/logging.ts
 * makes it, with the redaction that keeps secrets out of the log), handed to each part the way its
 * other collaborators are: `AppDeps.log` for the app's code, openDatabase's `log` for the database
 * layer, which is opened before the app. Never the console, which skips the redaction.
 *
 * The calls are pino's: fields first, then the message (`log.warn({ err, jobId }, 'job failed')`), or
 * the message alone. An error goes in the `err` field, so the logger's error serializer removes the
 * statement parameters and secrets it may carry; put in the message as text, it would not.
 */
export interface LogFn {
  (fields: object, msg?: string): void;
  (msg: string): void;
}

export interface Log {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

const ignore = () => undefined;

/** Says nothing: for code run outside the app that has no log to write to (tests, benchmarks). */
export const silentLog: Log = { info: ignore, warn: ignore, error: ignore };
