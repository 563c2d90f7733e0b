import { describe, expect, it } from 'vitest';
import { render } from './prerender';
import { BANNERS } from './features/home/banners';

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
});
