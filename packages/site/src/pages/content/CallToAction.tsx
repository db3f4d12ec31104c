import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';

const looks = {
  primary: 'bg-emerald-700 text-white shadow hover:bg-emerald-800',
  secondary: 'border-2 border-emerald-700 text-emerald-800 hover:bg-emerald-50',
  /** On a dark band. */
  light: 'bg-lime-300 text-emerald-950 hover:bg-lime-200',
} as const;

/** A link to another page of the site that looks like a button, such as 'Plant A Tree'. */
export function CallToAction({
  to,
  look = 'primary',
  children,
}: {
  to: string;
  look?: keyof typeof looks;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`inline-block rounded-full px-7 py-3 font-semibold ${looks[look]}`}>
      {children}
    </Link>
  );
}

/** A closing dark band that invites the visitor to act: a heading, a sentence and its buttons (`look="light"`). */
export function CallToActionBand({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-emerald-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-emerald-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
