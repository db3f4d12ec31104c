import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/**
 * The green band that opens every inner page, and the tab title that goes with it; `description` is the
 * page's meta description for search engines and link previews.
 */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  usePageTitle(title, { description });
  return (
    <div className="bg-gradient-to-br from-emerald-900 to-emerald-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-emerald-100">{children}</div>}
      </div>
    </div>
  );
}
