import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './Link';
import { Picture } from './Picture';

/**
 * A card of a list (an article, a story, an event): its picture, a line of category and date, its title
 * leading to its page, a short text and 'Read More'.
 */
export function CardItem({
  testId,
  to,
  picture,
  eager,
  meta,
  title,
  heading: Heading = 'h2',
  text,
}: {
  testId: string;
  to: string;
  /** The picture's URL as the API answers it. */
  picture?: string | null;
  eager: boolean;
  meta: ReactNode;
  title: string;
  /** The title's heading level, under the list's own heading. */
  heading?: 'h2' | 'h3';
  text?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <li data-testid={testId} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {picture && (
        <Picture
          src={picture}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={640}
          height={256}
          eager={eager}
          className="aspect-[5/2] w-full bg-emerald-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-emerald-700">{meta}</p>
        <Heading className="mt-2 text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {title}
          </Link>
        </Heading>
        {text && <p className="mt-2 flex-1 text-emerald-900">{text}</p>}
        <Link to={to} className="mt-auto pt-4 font-semibold text-emerald-700 hover:underline">
          {t('blog.readMore')}
          {/* Said and read as one: a link's text names where it leads, not just 'Read More'. */}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
    </li>
  );
}

/** A category as a badge in a card's line. */
export function CategoryBadge({ label }: { label: string | null | undefined }) {
  if (!label) return null;
  return <span className="rounded-full bg-lime-100 px-2 py-0.5 font-medium text-emerald-900">{label}</span>;
}
