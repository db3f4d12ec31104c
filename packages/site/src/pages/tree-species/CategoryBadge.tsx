import { treeCategoryLabel } from '@rimba/core';
import { useLang } from '../../app/lang';

/** A tree species' category, in the page's language. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      data-testid="tree-category"
      className="self-start rounded-full bg-lime-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-emerald-900"
    >
      {treeCategoryLabel(category, useLang())}
    </span>
  );
}
