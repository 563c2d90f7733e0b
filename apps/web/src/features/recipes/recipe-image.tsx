import { CookingPot } from 'lucide-react';
import type { RecipeDto } from '@lfm/core';
import { cn } from '../../lib/cn';

/** The recipe's picture at 4:3 with its space reserved, or a placeholder. */
export function RecipeImage({
  recipe,
  eager,
  className,
}: {
  recipe: RecipeDto;
  eager?: boolean;
  className?: string;
}) {
  return recipe.image ? (
    <img
      src={recipe.image}
      alt={recipe.recipesName}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-[4/3] w-full bg-harvest-tint object-cover', className)}
    />
  ) : (
    <div
      role="img"
      aria-label={recipe.recipesName}
      className={cn(
        'flex aspect-[4/3] w-full items-center justify-center bg-harvest-tint text-harvest-dark',
        className,
      )}
    >
      <CookingPot className="size-12" strokeWidth={1.5} aria-hidden />
    </div>
  );
}
