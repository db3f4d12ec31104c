import { formatShortDate } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fileUrl } from '../../api/client';
import { type JobVacancy, useCompanyContact, useJobVacancy } from '../../api/public';
import { useLang } from '../../app/lang';
import { fileKind } from '../../ui/files';
import { MailIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { teaser } from '../../ui/text';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import './texts';

/** /about-working-t4t/{id}: one vacancy, with a mail to apply and its file to download. */
export default function JobPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const job = useJobVacancy(id);
  if (job.isError || !/^\d{1,15}$/.test(id)) return <NotFoundPage />;
  if (!job.data) {
    return (
      <div
        className="mx-auto h-96 max-w-3xl animate-pulse px-4 py-12"
        role="status"
        aria-label={t('common.loading')}
      />
    );
  }
  return <JobView job={job.data} />;
}

function JobView({ job }: { job: JobVacancy }) {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(job.title, { description: teaser(job.description, 160) });
  // Applications go to the foundation's address in its company contacts.
  const email = useCompanyContact().data?.email;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/about-working-t4t" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('jobs.backToJobs')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{job.title}</h1>
      <p className="mt-3 text-sm text-emerald-700">
        <time dateTime={job.created_at}>{formatShortDate(job.created_at, lang)}</time>
        {job.rel_created_by?.label && (
          <span data-testid="job-author">
            {' · '}
            {t('jobs.by', { name: job.rel_created_by.label })}
          </span>
        )}
      </p>
      <RichText
        testId="job-body"
        className="mt-8 space-y-4 text-lg leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
        html={job.description}
      />
      <div className="mt-10 flex flex-wrap items-center gap-4 rounded-2xl bg-emerald-50 p-5">
        {email && (
          <a
            href={`mailto:${email}?subject=${encodeURIComponent(job.title)}`}
            className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            <MailIcon />
            {t('jobs.applyJob')}
          </a>
        )}
        {job.file_job_vacancies && (
          <a
            href={fileUrl(job.file_job_vacancies.url)}
            download={job.file_job_vacancies.filename ?? true}
            className="font-semibold text-emerald-700 underline hover:text-emerald-900"
          >
            {t('jobs.download', { type: fileKind(job.file_job_vacancies) })}
          </a>
        )}
        {email && <p className="w-full text-sm text-emerald-900">{t('jobs.applyHint', { email })}</p>}
      </div>
    </article>
  );
}
