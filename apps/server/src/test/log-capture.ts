import { Writable } from 'node:stream';

/** One line of the app's log, as pino wrote it (level 40 is warn). */
export interface LogEntry extends Record<string, unknown> {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string } & Record<string, unknown>;
}

/**
 * Where a test's app logger writes (buildTestApp's `logStream`, or createLogger's stream): every line
 * kept as written, to be searched. Written synchronously, so a line is here as soon as its call returns.
 */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    /** The raw text, to check that a secret appears nowhere. */
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}
