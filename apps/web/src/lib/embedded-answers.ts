import type { DehydratedState } from '@tanstack/react-query';
import { session } from './session';

/**
 * Issue 15: the server sends a visitor's product or farm page with the page's first API answer inside its
 * HTML (a JSON block, #lfm-answers: { [url]: answer }; apps/server/src/http/web-pages-data.ts). The app's
 * first GET of that very URL is answered from it, without a round trip; once. Everything else goes to the
 * network as usual: another URL, a second request, a signed-in person's (their answer is their own: the
 * session cookie or an access token goes with it), any other method.
 */
export const ANSWERS_BLOCK_ID = 'lfm-answers';
/** The query cache a server-drawn page was drawn from (apps/server/src/http/web-pages.ts). */
export const STATE_BLOCK_ID = 'lfm-state';

type Fetch = typeof fetch;

/** From now on, the first GET of each URL in the page's block is answered from it (the block is read once). */
export function installEmbeddedAnswers(win: Window & typeof globalThis = window): void {
  const block = win.document.getElementById(ANSWERS_BLOCK_ID);
  if (!block?.textContent) return;
  let answers: Map<string, unknown>;
  try {
    answers = new Map(Object.entries(JSON.parse(block.textContent) as Record<string, unknown>));
  } catch {
    return;
  }
  block.remove();
  const network: Fetch = win.fetch;
  const answering: Fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const url = new URL(request?.url ?? String(input), win.location.origin);
    const key = url.origin === win.location.origin ? url.pathname + url.search : undefined;
    if (
      method === 'GET' &&
      key &&
      answers.has(key) &&
      !headers.has('accesstoken') &&
      !session.get().isLoggedIn
    ) {
      const answer = answers.get(key);
      answers.delete(key);
      if (answers.size === 0) win.fetch = network;
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return network.call(win, input, init);
  };
  win.fetch = answering;
}

/**
 * The query cache the server drew the page from (TanStack Query's dehydrated state), read once; undefined
 * when the page was not drawn on the server (or the block is unreadable: the page then loads as usual).
 */
export function readDrawnState(doc: Document = document): DehydratedState | undefined {
  const block = doc.getElementById(STATE_BLOCK_ID);
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
