import { type ReactNode, useId } from 'react';
import { PageHeading } from '../../ui/PageHeading';

/**
 * A content page: its heading band (title, intro, and the title and description of the document), then
 * its sections.
 */
export function ContentPage({
  title,
  description,
  intro,
  children,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} description={description}>
        <p className="text-lg">{intro}</p>
      </PageHeading>
      {children}
    </>
  );
}

const tones = { plain: '', white: 'bg-white' } as const;

/** A section of a content page under its own heading (h2), on a plain or white band. */
export function ContentSection({
  id,
  title,
  intro,
  tone = 'plain',
  narrow = false,
  children,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  narrow?: boolean;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={tones[tone]}>
      <div className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-emerald-800">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}

/** Paragraphs of running text. */
export function Paragraphs({ texts, className = '' }: { texts: string[]; className?: string }) {
  return (
    <div className={`space-y-4 text-lg leading-relaxed text-emerald-900 ${className}`}>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** Cards of a title (h3) and a short text, optionally numbered or with an icon. */
export function InfoCards({
  items,
  ordered = false,
  icon,
  columns = 3,
}: {
  items: { title: string; text: string }[];
  /** An ordered list (steps), each card showing its number. */
  ordered?: boolean;
  icon?: ReactNode;
  columns?: 2 | 3 | 4;
}) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${grid}`}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-2xl bg-emerald-50 p-6">
          {(ordered || icon) && (
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-emerald-700 text-lg font-bold text-lime-300"
            >
              {ordered ? index + 1 : icon}
            </span>
          )}
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-emerald-800">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
