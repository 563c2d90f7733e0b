import { Link, useParams } from 'react-router';
import { CookingPot } from 'lucide-react';
import { NOT_FOUND } from '@lfm/core';
import { useRecipe } from '../../api/view-recipe';
import { ApiError } from '../../api/client';
import { Alert } from '../../components/alert';
import { Breadcrumb } from '../../components/breadcrumb';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { useDocumentTitle } from '../../components/page';
import { RecipeImage } from './recipe-image';
import { RecipeIngredients } from './recipe-ingredients';
import { useT } from '../../lib/i18n';

// Readable prose for the recipe's HTML: headings, lists and paragraphs with a comfortable measure.
const PROSE =
  'max-w-[68ch] text-lg leading-relaxed text-soil [&_a]:text-leaf [&_a]:underline [&_h2]:mt-7 [&_h2]:mb-2 [&_h2]:text-xl [&_h3]:mt-5 [&_h3]:mb-1 [&_h3]:text-lg [&_li]:mt-1.5 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0';

/**
 * The recipe's sections ('Ingredients', 'Method') are written as h3 and h4 (the only headings its HTML may
 * have, apps/server/src/lib/sanitize-html.ts); under the page's h1 they are its second and third levels, and a
 * screen reader's list of headings skips none.
 */
const underTitle = (html: string) =>
  html.replace(
    /<(\/?)h([34])(?=[\s>])/gi,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - 1}`,
  );

/** SPEC 2 recipe detail: breadcrumb, picture, name and the description. */
export default function RecipePage() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, isPending, isError, error } = useRecipe(id);
  useDocumentTitle(data?.recipesName ?? t('field.recipesId'));
  const missing = !(Number.isInteger(id) && id > 0) || (error instanceof ApiError && error.status === 404);

  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t('nav.home'), to: '/' },
          { label: t('nav.recipes'), to: '/recipes' },
          { label: data?.recipesName ?? t('field.recipesId') },
        ]}
      />
      {missing ? (
        <EmptyState
          message={t.text(NOT_FOUND.recipe)}
          icon={<CookingPot className="size-8" strokeWidth={1.5} />}
          action={
            <Link to="/recipes" className={buttonClass('secondary')}>
              {t('recipes.seeAll')}
            </Link>
          }
        />
      ) : isError ? (
        <Alert tone="error" title={t('recipes.loadOneFailed')}>
          {error.message}
        </Alert>
      ) : isPending ? (
        <div className="grid animate-pulse gap-8 lg:grid-cols-[5fr_6fr]" aria-hidden>
          <div className="aspect-[4/3] rounded-xl bg-line/60" />
          <div className="space-y-4">
            <div className="h-10 w-3/4 rounded bg-line" />
            <div className="h-4 w-full rounded bg-line/60" />
            <div className="h-4 w-5/6 rounded bg-line/60" />
          </div>
        </div>
      ) : (
        <article className="grid items-start gap-8 lg:grid-cols-[5fr_6fr] lg:gap-12">
          <RecipeImage recipe={data} eager className="rounded-xl shadow-sm lg:sticky lg:top-24" />
          <div>
            <h1 className="mb-6 text-3xl text-soil sm:text-4xl">{data.recipesName}</h1>
            {/* The server sanitizes recipe HTML before storing and serving it (api-catalog, RecipeDto). */}
            <div className={PROSE} dangerouslySetInnerHTML={{ __html: underTitle(data.description) }} />
            {data.ingredients.length > 0 && <RecipeIngredients ingredients={data.ingredients} />}
          </div>
        </article>
      )}
    </main>
  );
}
