import { Link } from 'react-router';
import { CookingPot } from 'lucide-react';
import { useRecipes } from '../../api/get-recipes';
import { Alert } from '../../components/alert';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PastLastPage, isPastTheEnd } from '../../components/past-last-page';
import { Page } from '../../components/page';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../components/use-paging';
import { RecipeImage } from './recipe-image';
import { useT } from '../../lib/i18n';

// SPEC 9: list page size 10.
const LIMIT = 10;
export const recipePath = (id: number) => `/recipes/recipeslist/${id}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Text of the sanitized HTML description, for a two-line teaser on the card. Without DOMParser, so the
 * server draws the same teaser as the browser (apps/server/src/http/ssr.ts): tags out, entities read.
 */
export const teaser = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();

function RecipeSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-xl border border-line bg-white" aria-hidden>
      <div className="aspect-[4/3] bg-line/60" />
      <div className="space-y-3 p-5">
        <div className="h-6 w-3/4 rounded bg-line" />
        <div className="h-4 w-full rounded bg-line/60" />
        <div className="h-9 w-24 rounded-lg bg-line/70" />
      </div>
    </div>
  );
}

/** SPEC 2 recipes list: cards with picture, name and View, paged. */
export default function RecipesPage() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, error } = useRecipes(page, LIMIT);

  return (
    <Page
      title={t('nav.recipes')}
      heading={
        <header className="mb-8">
          <h1 className="text-3xl text-soil sm:text-4xl">{t('nav.recipes')}</h1>
          <p className="mt-2 max-w-2xl text-soil-muted">{t('recipes.intro')}</p>
        </header>
      }
    >
      {isError ? (
        <Alert tone="error" title={t('recipes.loadFailed')}>
          {error.message}
        </Alert>
      ) : isPending ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <RecipeSkeleton />
            </li>
          ))}
        </ul>
      ) : isPastTheEnd(page, data.total, LIMIT) ? (
        <PastLastPage page={page} total={data.total} limit={LIMIT} onPageChange={setPage} />
      ) : data.recipesList.length === 0 ? (
        <EmptyState message={t('recipes.none')} icon={<CookingPot className="size-8" strokeWidth={1.5} />} />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.recipesList.map((r, i) => (
              <li key={r._id}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-[0_4px_16px_-8px_rgba(43,38,32,0.2)]">
                  <RecipeImage recipe={r} eager={i < 3} />
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <h2 className="text-xl text-soil">{r.recipesName}</h2>
                    <p className="line-clamp-2 text-soil-muted">{teaser(r.description)}</p>
                    <Link
                      to={recipePath(r._id)}
                      className={`${buttonClass('secondary', 'sm')} mt-auto self-start`}
                      aria-label={t('recipes.view', { name: r.recipesName })}
                    >
                      {t('orders.view')}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-8"
            label={t('recipes.pages')}
            page={page}
            total={data.total}
            limit={LIMIT}
            onPageChange={setPage}
          />
        </>
      )}
    </Page>
  );
}
