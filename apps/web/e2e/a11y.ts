/** axe-core run in the page (issue 15's accessibility items): the checks the browser tests share. */
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Failing whatever their impact: landmarks named alike (two navs called 'Main'), headings that skip a level,
 * no main or more than one, content outside every landmark.
 */
const STRUCTURE_RULES = ['landmark-unique', 'heading-order', 'landmark-one-main', 'region'];
const WCAG = ['wcag2a', 'wcag2aa'];

/**
 * Runs axe-core on the page as it is now and fails, naming each element, on a WCAG 2 A/AA violation that is
 * serious or critical, or on any violation of STRUCTURE_RULES. (Given to the page through the DevTools
 * protocol: the site's CSP allows no inline script.)
 */
export async function expectAccessible(page: Page, where: string) {
  await settleCarousels(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    [...WCAG, 'best-practice'],
  );
  const failing = violations
    .filter(
      (v) =>
        STRUCTURE_RULES.includes(v.id) ||
        (v.tags.some((t) => WCAG.includes(t)) && ['serious', 'critical'].includes(v.impact ?? '')),
    )
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
    );
  expect(failing, where).toEqual([]);
}

/**
 * A cross-fading banner is paused and left to settle first: halfway through a fade two slides show at part
 * opacity, and axe would measure the contrast of text no one reads mid-fade (the home page's eyebrow on its
 * pale tint, CI run of stop 35). Each slide then sits at opacity 0 or 1.
 */
async function settleCarousels(page: Page) {
  const pause = page.getByRole('button', { name: 'Pause banners' });
  if (!(await pause.count())) return;
  await pause.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-roledescription="slide"]')].every((s) =>
          ['0', '1'].includes(getComputedStyle(s).opacity),
        ),
      ),
    )
    .toBe(true);
}
