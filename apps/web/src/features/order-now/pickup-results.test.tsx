import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DistributionDto, MarketDto } from '@lfm/core';
import { distribution, market } from '../../test/fixtures';
import { setLocale } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { PickupCard, pickupPlaces } from './pickup-results';

function showPlaces(markets: MarketDto[], distributions: DistributionDto[], locale: 'en' | 'es' = 'en') {
  const places = pickupPlaces(
    {
      farms: [],
      inventory: [],
      distributions,
      markets,
      total: 0,
      categories: [],
      page: 1,
      limit: 20,
    },
    locale,
  );
  renderPage(
    <>
      {places.map((p) => (
        <PickupCard key={p.key} place={p} />
      ))}
    </>,
  );
  // Each card: its name and its order-window badge.
  return screen.getAllByRole('article').map((card) => {
    const name = within(card).getByRole('heading').textContent;
    const badge = within(card).getByText(/^(Open now|Closed$|Closed · opens |Cerrado · abre )/).textContent;
    return [name, badge];
  });
}

const monday6am = { day: 1, time: '6:00', meridiem: 'AM' } as const;

afterEach(() => setLocale('en'));

describe('Pickup cards: the order-window badge', () => {
  it.each([
    {
      case: 'an open farm stand',
      stand: { isOpen: true },
      badge: 'Open now',
    },
    {
      case: 'a closed farm stand says when it opens',
      stand: { isOpen: false, placeOrderOpen: monday6am },
      badge: 'Closed · opens Monday 6:00 AM',
    },
  ])('$case', ({ stand, badge }) => {
    expect(showPlaces([], [distribution({ farmName: 'Hillside', ...stand })])).toEqual([
      ['Hillside farm stand', badge],
    ]);
  });

  it('a market is open when any of its farms takes orders now', () => {
    const places = showPlaces(
      [market({ _id: 3, marketName: 'Hudson Market' })],
      [
        distribution({ _id: 1, marketId: 3, isOpen: false }),
        distribution({ _id: 2, marketId: 3, isOpen: true }),
      ],
    );
    expect(places).toEqual([['Hudson Market', 'Open now']]);
  });

  it('a market none of whose distributions is listed is just closed', () => {
    expect(showPlaces([market({ marketName: 'Quiet Market' })], [])).toEqual([['Quiet Market', 'Closed']]);
  });

  it('lists the places taking orders first, so the first Order Now leads to products (issue 15)', () => {
    const places = showPlaces(
      [market({ _id: 3, marketName: 'Closed Market' }), market({ _id: 4, marketName: 'Open Market' })],
      [
        distribution({ _id: 1, marketId: 3, isOpen: false, placeOrderOpen: monday6am }),
        distribution({ _id: 2, marketId: 4, isOpen: true }),
        distribution({ _id: 5, farmName: 'Hillside', isOpen: true }),
      ],
    );
    expect(places).toEqual([
      ['Open Market', 'Open now'],
      ['Hillside farm stand', 'Open now'],
      ['Closed Market', 'Closed · opens Monday 6:00 AM'],
    ]);
    expect(screen.getByRole('link', { name: /^Order Now\s*at Open Market$/ }).getAttribute('href')).toBe(
      '/marketpopups/marketpopuplist/4',
    );
  });

  it("in Spanish the day is a word of the sentence, in lowercase: 'abre el lunes'", async () => {
    await setLocale('es');
    expect(
      showPlaces(
        [],
        [distribution({ farmName: 'Hillside', isOpen: false, placeOrderOpen: monday6am })],
        'es',
      ),
    ).toEqual([[expect.any(String), 'Cerrado · abre el lunes 6:00 AM']]);
    expect(screen.getByRole('link').textContent).toContain('(cerrado, abre el lunes 6:00 AM)');
  });

  it("a market's order and pick-up windows in the admin's own Spanish for a Spanish reader, else as written", async () => {
    await setLocale('es');
    const spanish = market({
      _id: 2,
      marketName: 'Plaza',
      marketOrderWindowEs: 'Pide de domingo a jueves',
      marketPickupWindowsEs: ['Sábado 9:00 AM – 12:00 PM'],
    });
    const places = pickupPlaces(
      {
        farms: [],
        inventory: [],
        distributions: [],
        markets: [spanish, market({ _id: 3, marketName: 'English only' })],
        total: 0,
        categories: [],
        page: 1,
        limit: 20,
      },
      'es',
    );
    renderPage(
      <>
        {places.map((p) => (
          <PickupCard key={p.key} place={p} />
        ))}
      </>,
    );
    const [plaza, english] = screen.getAllByRole('article');
    expect(plaza!.textContent).toContain('Pide de domingo a jueves');
    expect(plaza!.textContent).toContain('Sábado 9:00 AM – 12:00 PM');
    expect(plaza!.textContent).not.toMatch(/Order Sunday|Saturday/);
    // No Spanish written: the English as the admin wrote it.
    expect(english!.textContent).toContain('Order Sunday 6:00 AM – Thursday 11:00 PM');
  });
});
