import { useState, type FormEvent } from 'react';
import {
  formatOrderDate,
  ingredientsText,
  recipeSchema,
  type AdminRecipeDto as AdminRecipe,
} from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { useAdminRecipes } from '../../api/admin';
import { useAdminAction } from '../../api/admin-action';
import {
  EditorModal,
  FormFooter,
  dropEmptyFiles,
  textFields,
  usePortalForm,
} from '../../components/portal-form';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** Create or edit a recipe (multipart, with an optional picture); the server checks and sanitizes the HTML. */
function RecipeForm({ recipe, onDone }: { recipe?: AdminRecipe; onDone: () => void }) {
  const t = useT();
  const save = useAdminAction(adminApi.saveRecipe, true);
  const { problem, send } = usePortalForm(save, onDone);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    if (recipe) data.set('recipeId', String(recipe.id));
    dropEmptyFiles(data, 'image');
    const fields = textFields(data);
    send(recipeSchema, fields, data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label={t('admin.recipe.name')}
        name="recipesName"
        maxLength={150}
        defaultValue={recipe?.recipesName}
      />
      <TextAreaField
        label={t('admin.recipe.html')}
        name="description"
        rows={12}
        maxLength={50_000}
        defaultValue={recipe?.description}
      />
      <p className="-mt-2 text-xs text-soil-muted">{t('admin.recipe.htmlHint')}</p>
      <TextAreaField
        label={t('admin.recipe.ingredients')}
        name="ingredients"
        rows={6}
        placeholder={t('admin.recipe.ingredientsExample')}
        defaultValue={ingredientsText(recipe?.ingredients ?? [])}
      />
      <p className="-mt-2 text-xs text-soil-muted">{t('admin.recipe.ingredientsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('portal.status')} name="status" defaultValue={recipe?.status ?? 1}>
          <option value="1">{t('admin.recipe.published')}</option>
          <option value="0">{t('admin.recipe.draft')}</option>
        </SelectField>
        <label className="text-sm font-medium text-soil">
          {t(recipe?.image ? 'admin.recipe.pictureKeep' : 'admin.recipe.picture')}
          <input
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="mt-2 block"
          />
        </label>
      </div>
      <FormFooter
        problem={problem}
        saving={save.isPending}
        saveLabel={t('admin.recipe.save')}
        onClose={onDone}
      />
    </form>
  );
}

/** Every recipe, published and draft: add or edit one. */
export default function AdminRecipesPage() {
  const t = useT();
  const { data } = useAdminRecipes();
  const [editing, setEditing] = useState<AdminRecipe | 'new' | null>(null);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">{t('admin.nav.recipes')}</h2>
        <Button onClick={() => setEditing('new')}>{t('admin.recipes.add')}</Button>
      </div>
      {!data ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.result.length === 0 ? (
        <EmptyState message={t('admin.recipes.none')} />
      ) : (
        <ul className="grid gap-3">
          {data.result.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4"
            >
              <div className="flex min-w-0 items-center gap-3">
                {r.image ? (
                  <img
                    src={r.image}
                    alt={r.recipesName}
                    width={64}
                    height={48}
                    loading="lazy"
                    className="aspect-[4/3] w-16 rounded object-cover"
                  />
                ) : (
                  <span className="block aspect-[4/3] w-16 rounded bg-leaf-tint" aria-hidden />
                )}
                <div className="min-w-0">
                  <p className="font-semibold text-soil">
                    {r.recipesName}{' '}
                    <span
                      className={cn(
                        'ml-1 rounded-full px-2.5 py-0.5 text-sm font-semibold',
                        r.status === 1 ? 'bg-leaf-tint text-leaf-dark' : 'bg-harvest-tint text-soil',
                      )}
                    >
                      {t(r.status === 1 ? 'admin.recipe.published' : 'admin.recipe.draft')}
                    </span>
                  </p>
                  <p className="text-sm text-soil-muted">
                    {t('admin.recipe.added', { date: formatOrderDate(r.createdAt, t.locale) })}
                  </p>
                </div>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(r)}
                aria-label={t('admin.editName', { name: r.recipesName })}
              >
                {t('portal.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('admin.recipes.add')}
        editTitle={(r) => t('admin.editName', { name: r.recipesName })}
      >
        {(record) => <RecipeForm recipe={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
