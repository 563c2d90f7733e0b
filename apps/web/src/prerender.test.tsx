import { describe, expect, it } from 'vitest';
import { render, renderUrl } from './prerender';
import { teaser } from './features/recipes/recipes-page';
import { BANNERS } from './features/home/banners';
import { session } from './lib/session';
import { translate } from '@lfm/core/i18n/translate';

// The HTML the first visit paints before the JavaScript has loaded (issue 15).
describe('the build-time prerender', () => {
  it("draws the home page's first banner, picture included, inside the header and footer", async () => {
    const html = await render('home');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('header')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();
    expect(page.querySelector('main h2')?.textContent).toBe(
      translate('en', `home.banner.${BANNERS[0]!.id}.headline`),
    );
    const hero = page.querySelector(
      `main img[alt="${translate('en', `home.banner.${BANNERS[0]!.id}.alt`)}"]`,
    );
    expect(hero?.getAttribute('src')).toBe(BANNERS[0]!.image);
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
  });

  it('draws the header and footer without a page for every other address, and no inline script', async () => {
    const html = await render('shell');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('header')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();
    expect(page.querySelector('main')).toBeNull();
    expect(html).not.toContain('<script');
    expect(await render('home')).not.toContain('<script');
  });

  // Issue 15: the variant the server sends a browser whose lfm_signed_in cookie says it is signed in.
  const header = (html: string) =>
    new DOMParser().parseFromString(html, 'text/html').querySelector('header')!;
  const buttons = (el: Element) => [...el.querySelectorAll('button')].map((b) => b.textContent?.trim());

  it.each(['home', 'shell'] as const)(
    "draws %s's signed-in header: the account menu and cart, no Sign In or Sign Up, nobody's name or count",
    async (page) => {
      const visitor = header(await render(page));
      expect(buttons(visitor)).toEqual(expect.arrayContaining(['Sign In', 'Sign Up']));

      const html = await render(page, { signedIn: true });
      const signedIn = header(html);
      expect(buttons(signedIn)).not.toContain('Sign In');
      expect(buttons(signedIn)).not.toContain('Sign Up');
      expect(signedIn.textContent).not.toMatch(/Sign (In|Up)/);
      expect(buttons(signedIn).some((b) => b?.endsWith('Your account'))).toBe(true);
      const cart = signedIn.querySelector('a[href="/shoppingcart"]');
      expect(cart?.getAttribute('aria-label')).toBe('Shopping cart');
      expect(html).not.toContain('<script');
    },
  );

  it('leaves the session as it was: the visitor variant after a signed-in one is still the visitor’s', async () => {
    await render('shell', { signedIn: true });
    expect(buttons(header(await render('shell')))).toContain('Sign In');
    expect(session.get().isLoggedIn).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

// The recipes list's first answer as the API gives it, keyed by the address the page asks.
const RECIPES_URL = '/api/recipes/getRecipes?recipesStatus=1&page=1&limit=10';
const RECIPES_ANSWER = {
  statusCode: 1,
  responseData: {
    result: {
      recipesList: [
        {
          _id: 4,
          recipesName: 'Honey <Roasted> Carrots',
          image: '/uploads/seed/carrots.webp',
          description: '<p>Roast &amp; glaze.</p>',
        },
      ],
      total: 1,
    },
  },
};

// Issue 15: a visitor's data page drawn at request time (apps/server/src/http/ssr.ts) from its first answers.
describe('the request-time render of a data page', () => {
  it('draws the page with its data, and hands over the query cache it drew from', async () => {
    const drawn = await renderUrl('/recipes', { [RECIPES_URL]: RECIPES_ANSWER });
    const page = new DOMParser().parseFromString(drawn!.html, 'text/html');
    expect(page.querySelector('main h2')?.textContent).toBe('Honey <Roasted> Carrots');
    expect(page.querySelector('main p.line-clamp-2')?.textContent).toBe('Roast & glaze.');
    expect(drawn!.html).not.toContain('animate-pulse');
    expect(drawn!.html).not.toContain('<script');
    expect(drawn!.state.queries.map((q) => q.queryKey)).toEqual([['recipes', 'list', 1, 10]]);
    expect(drawn!.state.queries[0]!.state.data).toEqual(RECIPES_ANSWER.responseData.result);
  });

  it('draws what it has no answer for as the browser first does (loading), and leaves it out of the cache', async () => {
    const drawn = await renderUrl('/recipes', {});
    expect(drawn!.html).toContain('animate-pulse');
    expect(drawn!.state.queries).toEqual([]);
    // and the page's own fetch is back as it was
    expect(globalThis.fetch).toBe(window.fetch);
  });
});

describe('a recipe card’s teaser', () => {
  it('is the description’s text, entities read, as the browser’s parser gives it', () => {
    const html = '<p>Beets &amp; greens&nbsp;— &#8220;sweet&#x201D;</p>\n<ul><li>1 bunch</li></ul> &bogus;';
    const parsed = new DOMParser().parseFromString(html, 'text/html').body.textContent!;
    expect(teaser(html)).toBe(parsed.replace(/\s+/g, ' ').trim());
  });
});

// Issue 32: the shop's public pages are drawn on the server in the request's language.
describe('the request-time render in Spanish', () => {
  const heading = (html: string) =>
    new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent;

  it.each([
    ['/toyourdoor', 'nav.toYourDoor'],
    ['/marketpopups', 'markets.heading'],
    ['/recipes', 'nav.recipes'],
    ['/about', 'about.heading'],
    ['/schools', 'home.banner.school.headline'],
    ['/become_a_farmer', 'becomeFarmer.title'],
  ] as const)('draws %s in Spanish', async (url, key) => {
    const drawn = await renderUrl(url, {}, 'es');
    expect(heading(drawn!.html)).toBe(translate('es', key));
    expect(translate('es', key)).not.toBe(translate('en', key));
  });

  it('says the words around the recipes’ own (their names stay as written)', async () => {
    const drawn = await renderUrl('/recipes', { [RECIPES_URL]: RECIPES_ANSWER }, 'es');
    const page = new DOMParser().parseFromString(drawn!.html, 'text/html');
    const view = page.querySelector('main article a');
    expect(view?.textContent).toBe('Ver');
    expect(view?.getAttribute('aria-label')).toBe('Ver Honey <Roasted> Carrots');
    expect(page.querySelector('main header p')?.textContent).toBe(translate('es', 'recipes.intro'));
  });
});
