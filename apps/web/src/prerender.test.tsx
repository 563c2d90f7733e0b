import { describe, expect, it } from 'vitest';
import { render } from './prerender';
import { BANNERS } from './features/home/banners';
import { session } from './lib/session';

// The HTML the first visit paints before the JavaScript has loaded (issue 15).
describe('the build-time prerender', () => {
  it("draws the home page's first banner, picture included, inside the header and footer", async () => {
    const html = await render('home');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('header')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();
    expect(page.querySelector('main h2')?.textContent).toBe(BANNERS[0]!.headline);
    const hero = page.querySelector(`main img[alt="${BANNERS[0]!.alt}"]`);
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
