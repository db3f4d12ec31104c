import { useTranslation } from 'react-i18next';
import { galleryPageSize, type TreeSpecies, useTreeSpeciesList } from '../../api/public';
import { Link } from '../../ui/Link';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { Picture } from '../../ui/Picture';
import { CategoryBadge } from './CategoryBadge';
import './texts';

/** /why-tree-species: the published tree species by name, as cards that lead to each one. */
export default function TreeSpeciesPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  return (
    <>
      <PageHeading title={t('pages.why-tree-species')}>{t('treeSpecies.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PagedList
          query={useTreeSpeciesList(page)}
          page={page}
          pageSize={galleryPageSize}
          path="/why-tree-species"
          label={t('treeSpecies.pages')}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          item={(tree, index) => <TreeCard key={tree.id} tree={tree} eager={index < 3} />}
        />
      </div>
    </>
  );
}

function TreeCard({ tree, eager }: { tree: TreeSpecies; eager: boolean }) {
  const { t } = useTranslation();
  const to = `/why-tree-species/${tree.id}`;
  return (
    <li data-testid="tree-card" className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {tree.file_our_stories && (
        <Picture
          src={tree.file_our_stories.url}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={480}
          height={320}
          eager={eager}
          className="aspect-[3/2] w-full bg-emerald-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={tree.tree_category} />
        <h2 className="mt-3 text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {tree.tree_name}
          </Link>
        </h2>
        {tree.english_name && (
          <p className="text-sm italic text-emerald-700" lang="en">
            {tree.english_name}
          </p>
        )}
        <p className="mt-2 flex-1 text-emerald-900">{tree.short_information}</p>
        <Link
          to={to}
          className="mt-4 font-semibold text-emerald-700 hover:underline"
          aria-label={`${t('blog.readMore')}: ${tree.tree_name}`}
        >
          {t('blog.readMore')}
        </Link>
      </div>
    </li>
  );
}
