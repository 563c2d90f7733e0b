import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { ShoppingBasket } from 'lucide-react';
import { formatPricePerUnit, type RecipeIngredient, type SearchHitDto } from '@lfm/core';
import { searchFood } from '../../api/search';
import { useAddToCart } from '../../api/cart';
import { Button } from '../../components/button';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { useOrderNowZip, ZipFilter } from '../../components/zip-filter';
import { useSession } from '../../lib/session';
import { useT, type Translate } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

const MATCHES = 3;
const SKIP = 'skip';
const amount = (i: RecipeIngredient) => [i.quantity, i.unit].filter(Boolean).join(' ');
const optionLabel = (h: SearchHitDto, t: Translate) =>
  t('recipes.option', {
    name: ownWords(t.locale, h.name, h.nameEs),
    farm: h.farmName,
    price: formatPricePerUnit(h.priceCents, h.unit, t.locale),
    miles: h.distanceMiles != null ? h.distanceMiles.toFixed(0) : 'none',
  });

/**
 * Issue 18.3: each ingredient matched to food in stock at farms that reach the buyer (the search
 * of GET /api/search), a choice per ingredient, and 'Add all to cart'. What no farm has is named.
 */
export function RecipeIngredients({ ingredients }: { ingredients: RecipeIngredient[] }) {
  const t = useT();
  const { zip, setZip } = useOrderNowZip();
  const { isLoggedIn } = useSession();
  const add = useAddToCart();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [adding, setAdding] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const results = useQueries({
    queries: ingredients.map((i) => {
      const params = { q: i.name, zipCode: zip ?? undefined, limit: MATCHES };
      return {
        queryKey: ['search', params, isLoggedIn],
        queryFn: ({ signal }: { signal: AbortSignal }) => searchFood(params, signal),
        staleTime: 60_000,
      };
    }),
  });
  const loading = results.some((r) => r.isPending);
  const hitsOf = (index: number) => (results[index]?.data?.result ?? []).filter((h) => h.orderWindowOpen);
  const choiceOf = (index: number) => chosen[index] ?? String(hitsOf(index)[0]?._id ?? SKIP);
  const missing = ingredients.filter((_, index) => !loading && hitsOf(index).length === 0);

  const addAll = async () => {
    if (!isLoggedIn) return setPromptOpen(true);
    const picks = ingredients
      .map((_, index) => hitsOf(index).find((h) => String(h._id) === choiceOf(index)))
      .filter((h): h is SearchHitDto => h != null);
    if (picks.length === 0) return;
    setAdding(true);
    try {
      for (const h of picks)
        await add.mutateAsync({ productId: h._id, farmId: h.farmId, productQuantity: 1 });
      toast.success(t('recipes.added', { n: picks.length }));
    } catch {
      // The toast of the failed call says why.
    } finally {
      setAdding(false);
    }
  };

  return (
    <section
      aria-labelledby="ingredients-heading"
      className="mt-10 rounded-xl border border-line bg-white p-5"
    >
      <h2 id="ingredients-heading" className="text-2xl text-soil">
        {t('recipes.shop')}
      </h2>
      <p className="mt-1 text-soil-muted">{zip ? t('recipes.reaching', { zip }) : t('recipes.enterZip')}</p>
      <ZipFilter zip={zip} onApply={setZip} className="mt-3" />
      <ul className="mt-4 divide-y divide-line" aria-busy={loading}>
        {ingredients.map((ing, index) => {
          const hits = hitsOf(index);
          const id = `ingredient-${index}`;
          return (
            <li
              key={`${ing.name}-${index}`}
              className="grid gap-2 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center"
            >
              <label htmlFor={id} className="font-medium text-soil">
                {ing.name}
                {amount(ing) && (
                  <span className="ml-2 text-sm font-normal text-soil-muted">{amount(ing)}</span>
                )}
              </label>
              {loading ? (
                <span className="h-10 animate-pulse rounded-lg bg-leaf-tint/60" aria-hidden />
              ) : hits.length === 0 ? (
                <p className="text-sm text-berry">{t('recipes.notNear')}</p>
              ) : (
                <select
                  id={id}
                  value={choiceOf(index)}
                  onChange={(e) => setChosen((c) => ({ ...c, [index]: e.target.value }))}
                  className="h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-soil"
                >
                  {hits.map((h) => (
                    <option key={h._id} value={h._id}>
                      {optionLabel(h, t)}
                    </option>
                  ))}
                  <option value={SKIP}>{t('recipes.haveIt')}</option>
                </select>
              )}
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && (
        <p className="mt-3 text-sm text-soil-muted" role="status">
          {t('recipes.notNearList', { names: missing.map((m) => m.name).join(', ') })}
        </p>
      )}
      <Button
        className="mt-4 w-full sm:w-auto"
        onClick={addAll}
        loading={adding}
        disabled={loading || adding}
      >
        <ShoppingBasket className="size-5" strokeWidth={1.75} aria-hidden />
        {t('recipes.addAll')}
      </Button>
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </section>
  );
}
