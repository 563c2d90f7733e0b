import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWERS_BLOCK_ID, installEmbeddedAnswers } from './embedded-answers';

// Issue 15: a visitor's product page arrives with its first API answer in the HTML; the app's first request
// for it is answered from there, once, and nothing else is.
const URL_ = '/api/inventory/getViewDetails?inventoryId=12';
const ANSWER = { statusCode: 1, responseData: { result: { invetory: { _id: 12, name: 'Carrots' } } } };

function page(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ANSWERS_BLOCK_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  const network = vi.fn(async () => new Response('{"from":"network"}'));
  window.fetch = network;
  installEmbeddedAnswers();
  return network;
}

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
