import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type TreeSpecies, useTreeSpecies } from '../../api/public';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import { CategoryBadge } from './CategoryBadge';
import './texts';

/** /why-tree-species/{id}: one tree species with its photo, names, category and description. */
export default function TreeSpeciesDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tree = useTreeSpecies(id);
  if (tree.isError || !/^\d{1,15}$/.test(id)) return <NotFoundPage />;
  if (!tree.data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12" role="status" aria-label={t('common.loading')}>
        <div className="h-80 animate-pulse rounded-2xl bg-emerald-100" />
      </div>
    );
  }
  return <TreeView tree={tree.data} />;
}

function TreeView({ tree }: { tree: TreeSpecies }) {
  const { t } = useTranslation();
  usePageTitle(tree.tree_name, { description: tree.short_information, image: tree.file_our_stories?.url });
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/why-tree-species" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('treeSpecies.back')}
      </Link>
      <div className="mt-6 grid items-start gap-8 md:grid-cols-[2fr_3fr]">
        {tree.file_our_stories && (
          <Picture
            src={tree.file_our_stories.url}
            sizes="(min-width: 768px) 40vw, 100vw"
            eager
            priority="high"
            alt={tree.english_name ? `${tree.tree_name} (${tree.english_name})` : tree.tree_name}
            width={800}
            height={800}
            className="aspect-square w-full rounded-2xl bg-emerald-50 object-cover"
          />
        )}
        <div className="flex flex-col">
          <CategoryBadge category={tree.tree_category} />
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{tree.tree_name}</h1>
          {tree.english_name && (
            <p className="mt-1 text-lg italic text-emerald-700" lang="en" data-testid="tree-english-name">
              {tree.english_name}
            </p>
          )}
          <p className="mt-5 text-lg font-medium text-emerald-900">{tree.short_information}</p>
          {tree.description && (
            <RichText
              testId="tree-description"
              className="mt-5 space-y-4 leading-relaxed"
              html={tree.description}
            />
          )}
        </div>
      </div>
    </article>
  );
}
