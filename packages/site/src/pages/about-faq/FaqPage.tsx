import { useTranslation } from 'react-i18next';
import { useFaqs } from '../../api/public';
import { ChevronDownIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/PageHeading';
import './texts';

export default function FaqPage() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  return (
    <>
      <PageHeading title={t('pages.about-faq')}>{t('faq.intro')}</PageHeading>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {faqs.isPending ? (
          <div className="space-y-3" role="status" aria-label={t('common.loading')}>
            {[1, 2, 3, 4].map((row) => (
              <div key={row} className="h-14 animate-pulse rounded-lg bg-emerald-100" />
            ))}
          </div>
        ) : faqs.data?.length ? (
          <div className="space-y-3">
            {faqs.data.map((faq) => (
              <details
                key={faq.id}
                data-testid="faq-item"
                className="group rounded-lg border border-emerald-100 bg-white shadow-sm open:shadow-md"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDownIcon className="shrink-0 text-emerald-700 transition-transform group-open:rotate-180" />
                </summary>
                <p className="whitespace-pre-line px-5 pb-5 text-emerald-900">{faq.answer}</p>
              </details>
            ))}
          </div>
        ) : (
          <p className="py-10 text-center text-emerald-700">{t('common.empty')}</p>
        )}
      </div>
    </>
  );
}
