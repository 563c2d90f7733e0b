import { useSyncExternalStore } from 'react';
import type { CategoryCountDto } from '@lfm/core';
import { cn } from '../lib/cn';
import { ViewToggle, type CatalogueView } from './view-toggle';
import { useT } from '../lib/i18n';

const VIEW_KEY = 'catalogueView';
const viewListeners = new Set<() => void>();
const subscribeView = (listener: () => void) => {
  viewListeners.add(listener);
  return () => void viewListeners.delete(listener);
};
const storedView = (): CatalogueView => (localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'cards');
const defaultView = (): CatalogueView => 'cards';

/**
 * The buyer's last choice of cards or list on this device (long phone pages read better as a list). A page
 * drawn on the server (and the browser's hydration of it) shows cards; the stored choice follows at once.
 */
export function useCatalogueView() {
  const view = useSyncExternalStore(subscribeView, storedView, defaultView);
  const change = (v: CatalogueView) => {
    localStorage.setItem(VIEW_KEY, v);
    viewListeners.forEach((l) => l());
  };
  return [view, change] as const;
}

const chip = (on: boolean) =>
  cn(
    'h-9 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
    on
      ? 'border-leaf bg-leaf text-white'
      : 'border-line bg-white text-soil hover:border-leaf hover:text-leaf',
  );

/**
 * Issue 15: category chips (wrapping, never scrolling sideways) and the cards / list toggle above a
 * long list of products. `categories` are the server's, of every page of the list, with counts;
 * `category` is the chosen category's id, null for all (the server filters the list by it).
 */
export function CatalogueControls({
  categories,
  category,
  onCategory,
  view,
  onView,
}: {
  categories: readonly CategoryCountDto[];
  category: number | null;
  onCategory: (id: number | null) => void;
  view: CatalogueView;
  onView: (v: CatalogueView) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {categories.length > 1 || category != null ? (
        <div role="group" aria-label={t('common.filterByCategory')} className="flex min-w-0 flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={category == null}
            className={chip(category == null)}
            onClick={() => onCategory(null)}
          >
            {t('common.all')}
          </button>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              className={chip(category === c.id)}
              onClick={() => onCategory(category === c.id ? null : c.id)}
            >
              {t.text(c.name)}{' '}
              {/* Seen, not read: the button's name stays the category's (the list says how many). */}
              <span aria-hidden className="tabular font-normal opacity-80">
                {c.count}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <span />
      )}
      <ViewToggle view={view} onChange={onView} />
    </div>
  );
}
