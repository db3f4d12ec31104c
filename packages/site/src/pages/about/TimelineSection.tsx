import { useTranslation } from 'react-i18next';
import { useTimeline } from '../../api/public';
import { ListLoading } from '../../ui/ListStates';
import './texts';

/** The foundation's milestones, oldest first, as editors keep them (left out while there is none). */
export default function TimelineSection() {
  const { t } = useTranslation();
  const timeline = useTimeline();
  if (timeline.isPending) return <ListLoading />;
  const milestones = timeline.data ?? [];
  if (milestones.length === 0) return null;
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('about.timelineTitle')}
      </h2>
      <ol className="mt-8 space-y-8 border-l-2 border-emerald-200 pl-6 sm:pl-8">
        {milestones.map((milestone) => (
          <li key={milestone.id} data-testid="milestone" className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[2.1rem] top-1 size-4 rounded-full border-4 border-white bg-emerald-600 sm:-left-[2.6rem]"
            />
            <h3 className="text-lg font-semibold">
              <span className="mr-3 font-mono text-emerald-700">{milestone.year}</span>
              {milestone.title}
            </h3>
            {milestone.description && <p className="mt-1 text-emerald-900">{milestone.description}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
