import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';
import TeamSection from './TeamSection';
import TimelineSection from './TimelineSection';
import './texts';

/** /about: who the foundation is, its milestones, and its team. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('about.title')}>{t('about.lead')}</PageHeading>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        <p className="max-w-3xl text-lg leading-relaxed text-emerald-900">{t('about.text')}</p>
        <TimelineSection />
        <TeamSection />
      </div>
    </>
  );
}
