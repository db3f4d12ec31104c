import { type ReactNode, useId } from 'react';
import { Paragraphs } from './ContentPage';
import type { ContentImage } from './images';

/**
 * A section of a heading (h2) and paragraphs beside a picture, the picture on the right or, with
 * `reverse`, on the left. Pictures load lazily unless the block opens the page (`eager`).
 */
export function ImageText({
  title,
  paragraphs,
  image,
  reverse = false,
  eager = false,
  tone = 'plain',
  children,
}: {
  title: string;
  paragraphs: string[];
  image: ContentImage;
  reverse?: boolean;
  eager?: boolean;
  tone?: 'plain' | 'white';
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tone === 'white' ? 'bg-white' : ''}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2">
        <div className={reverse ? 'md:order-2' : ''}>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <Paragraphs texts={paragraphs} className="mt-4" />
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        <img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={eager ? 'eager' : 'lazy'}
          className={`h-auto w-full rounded-2xl bg-emerald-100 shadow-sm ${reverse ? 'md:order-1' : ''}`}
        />
      </div>
    </section>
  );
}
