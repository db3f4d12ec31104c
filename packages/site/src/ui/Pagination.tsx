import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localPath, useLang } from '../app/lang';
import { Link } from './Link';

interface Props {
  page: number;
  pages: number;
  /** Pages as links (a list whose page is in the address), or… */
  href?: (page: number) => string;
  /** …as buttons that change the page in place (comments under an article). */
  onPage?: (page: number) => void;
  label: string;
}

const buttonClass =
  'grid min-w-10 place-items-center rounded-lg border border-emerald-200 bg-white px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 aria-disabled:pointer-events-none aria-disabled:opacity-40';

/**
 * First, previous, a page number to type, next and last (site spec §4). A typed page is held to
 * 1 … the last page as it is typed (an emptied box stays empty until the next digit).
 */
export function Pagination({ page, pages, href, onPage, label }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const inputId = useId();
  if (pages <= 1) return null;
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : 1, 1), pages);

  const step = (target: number, text: string, testId: string) => {
    const disabled = target === page;
    const props = { className: buttonClass, 'aria-label': text, 'data-testid': testId };
    if (href) {
      return disabled ? (
        <span {...props} aria-disabled="true">
          {stepIcons[testId]}
        </span>
      ) : (
        <Link {...props} to={href(target)}>
          {stepIcons[testId]}
        </Link>
      );
    }
    return (
      <button {...props} type="button" aria-disabled={disabled} onClick={() => onPage?.(target)}>
        {stepIcons[testId]}
      </button>
    );
  };

  const typed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('page');
    const target = clamp(Number(value));
    (event.currentTarget.elements.namedItem('page') as HTMLInputElement).value = String(target);
    if (href) navigate(localPath(href(target), lang));
    else onPage?.(target);
  };

  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {step(1, t('pagination.first'), 'page-first')}
      {step(Math.max(page - 1, 1), t('pagination.previous'), 'page-previous')}
      <form onSubmit={typed} className="flex items-center gap-2 text-sm">
        <label htmlFor={inputId} className="sr-only">
          {t('pagination.page')}
        </label>
        <input
          id={inputId}
          name="page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          key={page}
          defaultValue={page}
          onChange={(event) => {
            const typedValue = event.currentTarget.value;
            if (typedValue === '') return;
            const held = String(clamp(Number(typedValue)));
            if (held !== typedValue) event.currentTarget.value = held;
          }}
          data-testid="page-input"
          className="w-16 rounded-lg border border-emerald-200 px-2 py-2 text-center"
        />
        <span>{t('pagination.of', { pages })}</span>
      </form>
      {step(Math.min(page + 1, pages), t('pagination.next'), 'page-next')}
      {step(pages, t('pagination.last'), 'page-last')}
    </nav>
  );
}

const stepIcons: Record<string, string> = {
  'page-first': '«',
  'page-previous': '‹',
  'page-next': '›',
  'page-last': '»',
};
