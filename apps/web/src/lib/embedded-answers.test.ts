import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_REF,
  ANSWERS_BLOCK_ID,
  installEmbeddedAnswers,
  readDrawnState,
  STATE_BLOCK_ID,
} from './embedded-answers';

// Issue 15: a visitor's product page arrives with its first API answer in the HTML; the app's first request
// for it is answered from there, once, and nothing else is.
const URL_ = '/api/inventory/getViewDetails?inventoryId=12';
const ANSWER = { statusCode: 1, responseData: { result: { invetory: { _id: 12, name: 'Carrots' } } } };

function pageWith(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ANSWERS_BLOCK_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  const network = vi.fn(async () => new Response('{"from":"network"}'));
  window.fetch = network;
  return { network, answers: installEmbeddedAnswers() };
}
const page = (answers: Record<string, unknown>) => pageWith(answers).network;

const realFetch = window.fetch;
afterEach(() => {
  window.fetch = realFetch;
  document.getElementById(ANSWERS_BLOCK_ID)?.remove();
});

describe('the answers a page brings in its HTML', () => {
  it('answer the first GET of their URL without the network, then the network answers as usual', async () => {
    const network = page({ [URL_]: ANSWER });
    const url = new URL(URL_, window.location.origin);
    const first = await fetch(url, { method: 'GET', headers: { authorization: 'Basic x' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(ANSWER);
    expect(network).not.toHaveBeenCalled();
    // read once: the block is gone, and the page's fetch is the browser's again
    expect(document.getElementById(ANSWERS_BLOCK_ID)).toBeNull();
    expect(window.fetch).toBe(network);
    expect(await (await fetch(url)).json()).toEqual({ from: 'network' });
  });

  it('never answer another URL, another method, or a signed-in request (its answer is that person’s)', async () => {
    const network = page({ [URL_]: ANSWER });
    const origin = window.location.origin;
    await fetch(`${origin}/api/inventory/getViewDetails?inventoryId=13`);
    await fetch(`${origin}${URL_}`, { method: 'POST' });
    await fetch(`${origin}${URL_}`, { headers: { accesstoken: 'a-token' } });
    expect(network).toHaveBeenCalledTimes(3);
    // still there for the visitor's own first request
    expect(await (await fetch(`${origin}${URL_}`)).json()).toEqual(ANSWER);
  });

  it('leave the page’s fetch alone when the HTML brings none', () => {
    const before = window.fetch;
    installEmbeddedAnswers();
    expect(window.fetch).toBe(before);
  });
});

describe('the query cache a server-drawn page brings', () => {
  function drawnPage(queries: unknown[]) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = STATE_BLOCK_ID;
    block.textContent = JSON.stringify({ mutations: [], queries });
    document.body.append(block);
  }
  const query = (data: unknown) => ({
    queryKey: ['product', 12],
    queryHash: '["product",12]',
    state: { data, dataUpdatedAt: 5 },
  });

  it('takes the data it refers to from the answers, dated now; that answer then answers no request', () => {
    drawnPage([query({ [ANSWER_REF]: [URL_, 'responseData', 'result'] })]);
    const { network, answers } = pageWith({ [URL_]: ANSWER });
    const state = readDrawnState(document, answers, 1_000_000);
    expect(state?.queries[0]?.state).toMatchObject({
      data: ANSWER.responseData.result,
      dataUpdatedAt: 1_000_000,
    });
    expect(document.getElementById(STATE_BLOCK_ID)).toBeNull();
    // The query has the answer: a later request of it is the network's (and the page's fetch is its own).
    expect(window.fetch).toBe(network);
    expect(readDrawnState(document)).toBeUndefined();
  });

  it('takes parts of the data from the answers too (an infinite query’s pages, renamed fields)', () => {
    drawnPage([query({ pages: [{ [ANSWER_REF]: [URL_, 'responseData', 'result'] }], pageParams: [1] })]);
    const { answers } = pageWith({ [URL_]: ANSWER });
    const state = readDrawnState(document, answers, 1_000_000);
    expect(state?.queries[0]?.state.data).toEqual({
      pages: [ANSWER.responseData.result],
      pageParams: [1],
    });
  });

  it('keeps data it brings itself as it is, and leaves out a query whose answer is not there', () => {
    drawnPage([query('Carrots'), query({ [ANSWER_REF]: ['/api/elsewhere'] })]);
    const state = readDrawnState(document, undefined, 1_000_000);
    expect(state?.queries.map((q) => q.state)).toEqual([{ data: 'Carrots', dataUpdatedAt: 5 }]);
  });
});
