import { useTranslation } from 'react-i18next';

/** What a public list shows while it loads. */
export function ListLoading() {
  const { t } = useTranslation();
  return (
    <div
      className="h-64 animate-pulse rounded-2xl bg-emerald-100"
      role="status"
      aria-label={t('common.loading')}
    />
  );
}

/** What a public list shows when there is nothing in it: 'Data Kosong' ('Empty Data') unless told. */
export function EmptyList({ text }: { text?: string }) {
  const { t } = useTranslation();
  return <p className="py-10 text-center text-emerald-700">{text ?? t('common.empty')}</p>;
}
