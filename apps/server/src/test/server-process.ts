import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { ROOT_DIR } from '../config';
import { readOutbox } from '../adapters/mailer';
import { CLIENT_AUTH } from './test-app';
import { VISA } from './shop-helpers';

/** A real server process on a free port: the compiled server (built by the global setup), else src/main.ts through tsx. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  outboxDir: string;
  /** Everything it printed. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** One API call with the client's Basic authorization (and an access token). */
  api(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; json: ApiBody }>;
  outbox(to?: string): ReturnType<typeof readOutbox>;
  stop(): Promise<number | null>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers of any shape, read by the tests
type ApiBody = any;

/** `env` over the test defaults; a variable given as undefined is not set at all (as an operator leaves it out). */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(inject('tmpDir'), 'proc-'));
  const entry = inject('serverEntry');
  const args = entry ? ['--enable-source-maps', entry] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_ID: 'test-client',
      CLIENT_SECRET: 'test-secret',
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      JOBS_INTERVAL_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${out}`)), 90_000);
    child.stdout!.on('data', () => {
      const m = /open (http:\/\/localhost:\d+)/.exec(out);
      // A worker process (WORKER_MODE=worker) answers no HTTP: it has no address.
      if (m || /worker is running jobs/.test(out)) {
        clearTimeout(timer);
        resolve(m ? m[1]!.replace('localhost', '127.0.0.1') : '');
      }
    });
    void exited.then((code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    url,
    child,
    outboxDir,
    output: () => out,
    exited,
    async api(method, u, body, token) {
      const res = await fetch(url + u, {
        method,
        headers: {
          authorization: CLIENT_AUTH,
          ...(token ? { accesstoken: token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let json: ApiBody = text;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, json };
    },
    outbox: (to) => readOutbox(outboxDir, to),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A signed-in buyer saves the test Visa through a server process, as the web app does; its card id. */
export async function saveCardThrough(p: ServerProcess, token: string): Promise<string> {
  const tok = await p.api(
    'POST',
    '/api/payments/tokens',
    { number: VISA, expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' },
    token,
  );
  const card = await p.api('POST', '/api/user/addCard', { source: tok.json.responseData.id }, token);
  if (card.status !== 200) throw new Error(`addCard: ${card.status} ${JSON.stringify(card.json)}`);
  return card.json.responseData.card.id;
}
