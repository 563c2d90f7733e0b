import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Locale } from '@lfm/core';

/**
 * Issue 15: a visitor's data page drawn on the server at request time, so its content paints from the HTML
 * (the app then hydrates it) instead of after the entry, the page's code and React have run on the phone.
 *
 * The web build keeps its SSR bundle (apps/web/src/prerender.tsx, built with its libraries inside) in
 * dist/.ssr (apps/web/scripts/prerender.mjs). It runs here in one worker thread: a render's CPU never holds
 * the API's event loop, the app's module state (its session, its query client) is the worker's own, and a
 * render that hangs is ended by terminating the worker (the next render starts a fresh one). Renders run one
 * at a time in the worker; a failure of any kind (a throw, a timeout, a queue too long, no bundle) answers
 * undefined and the page is sent as before (the shell with the page's answers): never an error.
 */
export interface RenderedPage {
  /** The page's markup (React's, escaped). */
  html: string;
  /** The query cache the markup was drawn from, as JSON (TanStack Query's dehydrated state). */
  state: string;
  /** How long the render took in the worker, ms (two passes, see renderUrl). */
  ms: number;
}

export interface PageRenderer {
  /**
   * The page at `url` drawn in `locale` with `answers` (the JSON of { [api url]: answer }); undefined if it
   * cannot be.
   */
  render(url: string, answers: string, locale: Locale): Promise<RenderedPage | undefined>;
  /** Starts the worker now (it loads the bundle), so the first visitor's page does not wait for that. */
  warm(): void;
  /** Ends the worker (the next render starts another). */
  close(): Promise<void>;
}

/** A render slower than this is abandoned (and its worker ended): the shell is sent instead. */
export const RENDER_TIMEOUT_MS = 1500;
/**
 * A worker still loading the bundle after this long (a busy machine) sends the shell meanwhile; it is not
 * ended for it, and its loading does not count against a render's time.
 */
const STARTUP_WAIT_MS = 1500;
/** A worker with nothing to render for this long is ended (its memory back); the next render starts one. */
const IDLE_MS = 10 * 60_000;
/** Renders waiting beyond this many: the shell is sent at once rather than queue behind them. */
const MAX_QUEUED = 8;

// The worker's own code (an eval'd CommonJS script, so it needs no file of its own in either the server's
// build or its sources): imports the bundle, then renders each message's page in turn.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = import(workerData.bundle);
ready.then(
  () => parentPort.postMessage({ id: 0 }),
  (error) => parentPort.postMessage({ id: 0, error: String((error && error.stack) || error) }),
);
let turn = Promise.resolve();
parentPort.on('message', ({ id, url, answers, locale }) => {
  turn = turn.then(async () => {
    try {
      const { renderUrl } = await ready;
      const start = performance.now();
      const out = await renderUrl(url, JSON.parse(answers), locale);
      const ms = performance.now() - start;
      parentPort.postMessage({ id, out: out && { html: out.html, state: JSON.stringify(out.state), ms } });
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.stack) || error) });
    }
  });
});
`;

interface Reply {
  id: number;
  out?: RenderedPage;
  error?: string;
}

/** The renderer of the build's SSR bundle `bundle` (dist/.ssr/prerender.js); undefined when it is absent. */
export function pageRenderer(
  bundle: string,
  { timeoutMs = RENDER_TIMEOUT_MS, onError }: { timeoutMs?: number; onError?: (e: string) => void } = {},
): PageRenderer | undefined {
  if (!existsSync(bundle)) return undefined;
  let worker: Worker | undefined;
  /** Resolves true once the current worker has loaded the bundle (false if it could not). */
  let loaded: Promise<boolean> = Promise.resolve(false);
  let version = 0;
  let nextId = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  let idle: NodeJS.Timeout | undefined;
  const rest = () => {
    clearTimeout(idle);
    idle = setTimeout(() => void stop(), IDLE_MS).unref();
  };

  const stop = async () => {
    const w = worker;
    worker = undefined;
    for (const done of waiting.values()) done({ id: -1, error: 'the renderer stopped' });
    waiting.clear();
    if (w) await w.terminate();
  };
  const start = () => {
    // A rebuild (a new bundle) is picked up: the worker is replaced.
    const mtime = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
    if (worker && mtime === version) return worker;
    void stop();
    if (!mtime) return undefined;
    version = mtime;
    const w = new Worker(WORKER, {
      eval: true,
      workerData: { bundle: pathToFileURL(bundle).href },
      // React's production build (the bundle reads NODE_ENV as it runs).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    w.unref();
    loaded = new Promise<boolean>((resolve) =>
      waiting.set(0, (reply) => {
        if (reply.error && reply.id === 0)
          onError?.(`page renderer could not load ${bundle}: ${reply.error}`);
        resolve(!reply.error);
      }),
    );
    w.on('message', (reply: Reply) => {
      const done = waiting.get(reply.id);
      waiting.delete(reply.id);
      done?.(reply);
    });
    const gone = (e: unknown) => {
      if (worker !== w) return;
      onError?.(`page renderer ended: ${String(e)}`);
      void stop();
    };
    w.on('error', gone);
    w.on('exit', gone);
    worker = w;
    return w;
  };

  return {
    warm() {
      if (start()) rest();
    },
    async render(url, answers, locale) {
      if (waiting.size > MAX_QUEUED) return undefined;
      const w = start();
      if (!w) return undefined;
      rest();
      let wait: NodeJS.Timeout | undefined;
      const ready = await Promise.race([
        loaded,
        new Promise<false>((resolve) => (wait = setTimeout(resolve, STARTUP_WAIT_MS, false))),
      ]);
      clearTimeout(wait);
      if (!ready || worker !== w) return undefined;
      const id = ++nextId;
      let timer: NodeJS.Timeout | undefined;
      const reply = await new Promise<Reply>((resolve) => {
        waiting.set(id, resolve);
        timer = setTimeout(() => {
          waiting.delete(id);
          resolve({ id, error: `timed out after ${timeoutMs} ms` });
          // A render that hangs would hold every render after it: this worker goes.
          if (worker === w) void stop();
        }, timeoutMs);
        w.postMessage({ id, url, answers, locale });
      });
      clearTimeout(timer);
      if (reply.error) onError?.(`render of ${url} failed: ${reply.error}`);
      return reply.out ?? undefined;
    },
    close: stop,
  };
}
