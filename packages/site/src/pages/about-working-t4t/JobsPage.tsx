import { dateParts } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { type JobVacancy, jobPageSize, useJobVacancies } from '../../api/public';
import { useLang } from '../../app/lang';
import { TEASER_LENGTH } from '../../layout/footer/truncate';
import { Link } from '../../ui/Link';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { teaser } from '../../ui/text';
import './texts';

/** /about-working-t4t: the published vacancies, newest first, each dated and leading to its page. */
export default function JobsPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  return (
    <>
      <PageHeading title={t('pages.about-working-t4t')}>{t('jobs.intro')}</PageHeading>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <PagedList
          query={useJobVacancies(page)}
          page={page}
          pageSize={jobPageSize}
          path="/about-working-t4t"
          label={t('jobs.pages')}
          className="space-y-4"
          item={(job) => <JobItem key={job.id} job={job} />}
        />
      </div>
    </>
  );
}

function JobItem({ job }: { job: JobVacancy }) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = `/about-working-t4t/${job.id}`;
  const date = dateParts(job.created_at, lang);
  return (
    <li data-testid="job-item" className="flex gap-5 rounded-2xl bg-white p-5 shadow-sm">
      {date && (
        <time
          dateTime={job.created_at}
          data-testid="job-date"
          className="flex w-20 shrink-0 flex-col items-center justify-center rounded-xl bg-emerald-700 py-3 text-white"
        >
          <span className="text-3xl font-bold leading-none">{date.day}</span>
          <span className="mt-1 text-sm font-semibold uppercase">{date.month}</span>
          <span className="mt-1 text-xs text-emerald-100">{date.time}</span>
        </time>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {job.title}
          </Link>
        </h2>
        <p className="mt-2 text-emerald-900">{teaser(job.description, TEASER_LENGTH)}</p>
        <Link to={to} className="mt-3 inline-block font-semibold text-emerald-700 hover:underline">
          {t('jobs.readMore')}
          {/* Said and read as one: a link's text names where it leads, not just 'Read More'. */}
          <span className="sr-only">: {job.title}</span>
        </Link>
      </div>
    </li>
  );
}
