import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/client';
import { type AnnualReport, useAnnualReports } from '../../api/public';
import { fileKind } from '../../ui/files';
import { PageHeading } from '../../ui/PageHeading';
import { Picture } from '../../ui/Picture';
import { WholeList } from '../../ui/WholeList';
import './texts';

/** /about-anual-report: a card per published report, with its cover, description and file to download. */
export default function AnnualReportsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.about-anual-report')}>{t('annualReports.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <WholeList
          query={useAnnualReports()}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          item={(report, index) => <ReportCard key={report.id} report={report} eager={index < 4} />}
        />
      </div>
    </>
  );
}

function ReportCard({ report, eager }: { report: AnnualReport; eager: boolean }) {
  const { t } = useTranslation();
  const file = report.file_annual_reports;
  return (
    <li data-testid="annual-report" className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {report.file_cover_annual_reports && (
        <Picture
          src={report.file_cover_annual_reports.url}
          // The title is written right below the cover.
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={420}
          height={594}
          eager={eager}
          className="aspect-[420/594] w-full bg-emerald-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold">{report.title}</h2>
        {report.descriptions && (
          <p className="mt-2 flex-1 whitespace-pre-line text-emerald-900">{report.descriptions}</p>
        )}
        <a
          href={fileUrl(file.url)}
          download={file.filename ?? true}
          className="mt-4 self-start rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800"
          aria-label={t('annualReports.downloadLabel', { type: fileKind(file), title: report.title })}
        >
          {t('annualReports.download')}
        </a>
      </div>
    </li>
  );
}
