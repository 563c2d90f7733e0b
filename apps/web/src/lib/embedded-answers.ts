import type { DehydratedState } from '@tanstack/react-query';

/**
 * Issue 15: the server sends a visitor's product or farm page with the page's first API answer inside its
 * HTML (a JSON block, #lfm-answers: { [url]: answer }; apps/server/src/http/web-pages-data.ts). The app's
 * first GET of that very URL is answered from it, without a round trip; once. Everything else goes to the
 * network as usual: another URL, a second request, a request carrying an access token (a signed-in
 * person's answer is their own), any other method.
 */
export const ANSWERS_BLOCK_ID = 'lfm-answers';
/** The query cache a server-drawn page was drawn from (apps/server/src/http/web-pages.ts). */
export const STATE_BLOCK_ID = 'lfm-state';

type Fetch = typeof fetch;

/**
 * In a drawn page's state, a query's data that is (a part of) one of the page's answers:
 * `{ "$lfmAnswer": [url, key, key...] }`, so the data comes once (apps/server/src/http/web-pages.ts).
 */
export const ANSWER_REF = '$lfmAnswer';

/** The page's answers not yet used: `take` hands one over (and it is no longer answered from). */
export interface EmbeddedAnswers {
  take(url: string): unknown;
}

/**
 * From now on, the first GET of each URL in the page's block is answered from it (the block is read once).
 * Returns the answers, for the drawn page's state (readDrawnState) to take its data from.
 */
export function installEmbeddedAnswers(
  win: Window & typeof globalThis = window,
): EmbeddedAnswers | undefined {
  const block = win.document.getElementById(ANSWERS_BLOCK_ID);
  if (!block?.textContent) return undefined;
  let answers: Map<string, unknown>;
  try {
    answers = new Map(Object.entries(JSON.parse(block.textContent) as Record<string, unknown>));
  } catch {
    return undefined;
  }
  block.remove();
  const network: Fetch = win.fetch;
  const take = (key: string) => {
    const answer = answers.get(key);
    answers.delete(key);
    if (answers.size === 0 && win.fetch === answering) win.fetch = network;
    return answer;
  };
  const answering: Fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const url = new URL(request?.url ?? String(input), win.location.origin);
    const key = url.origin === win.location.origin ? url.pathname + url.search : undefined;
    if (method === 'GET' && key && answers.has(key) && !headers.has('accesstoken'))
      return Promise.resolve(
        new Response(JSON.stringify(take(key)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    return network.call(win, input, init);
  };
  win.fetch = answering;
  return { take };
}

/**
 * The query cache the server drew the page from (TanStack Query's dehydrated state), read once; undefined
 * when the page was not drawn on the server (or the block is unreadable: the page then loads as usual).
 *
 * A query's data the server sent as a reference to one of the page's answers is taken from that answer,
 * which then answers no request: the query has what the page's first request would have brought, dated now
 * as that request's would be, so it does not ask again on mount. Unresolvable data leaves the query out.
 */
export function readDrawnState(
  doc: Document = document,
  answers?: EmbeddedAnswers,
  now = Date.now(),
): DehydratedState | undefined {
  const block = doc.getElementById(STATE_BLOCK_ID);
  if (!block?.textContent) return undefined;
  block.remove();
  let state: DehydratedState;
  try {
    state = JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
  const taken = new Map<string, unknown>();
  const resolve = ([url, ...keys]: string[]) => {
    if (!url) return undefined;
    if (!taken.has(url)) taken.set(url, answers?.take(url));
    let value = taken.get(url);
    for (const key of keys)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  };
  // The data itself, or its parts, down to where the server looks for them (web-pages.ts referToAnswers).
  let referred = false;
  let missing = false;
  const read = (value: unknown, depth: number): unknown => {
    if (!value || typeof value !== 'object') return value;
    const ref = (value as Record<string, unknown>)[ANSWER_REF];
    if (Array.isArray(ref)) {
      referred = true;
      const found = resolve(ref as string[]);
      if (found === undefined) missing = true;
      return found;
    }
    if (depth >= 3) return value;
    if (Array.isArray(value)) return value.map((v) => read(v, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, read(v, depth + 1)]));
  };
  const queries = state.queries.filter((query) => {
    referred = missing = false;
    query.state.data = read(query.state.data, 0);
    if (referred) query.state.dataUpdatedAt = now;
    return !missing;
  });
  return { ...state, queries };
}
