import { formatDate } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type CampaignEvent, useEvent } from '../../api/public';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { teaser } from '../../ui/text';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import './texts';

/** /campaign-event/{id}: one event with its category, date, picture and description. */
export default function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = /^\d{1,15}$/.test(id);
  const event = useEvent(valid ? id : '0');
  if (!valid || event.isError) return <NotFoundPage />;
  if (!event.data) {
    return (
      <div
        className="mx-auto h-96 max-w-3xl animate-pulse px-4 py-12"
        role="status"
        aria-label={t('common.loading')}
      />
    );
  }
  return <EventView event={event.data} />;
}

function EventView({ event }: { event: CampaignEvent }) {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(event.event_name, {
    description: teaser(event.event_description, 160),
    image: event.file_event?.url,
  });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/campaign-event" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('events.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{event.event_name}</h1>
      <p className="mt-3 text-sm text-emerald-700">
        {event.rel_category_event_id?.label && (
          <span
            data-testid="event-category-badge"
            className="mr-2 rounded-full bg-lime-100 px-2 py-0.5 font-medium text-emerald-900"
          >
            {event.rel_category_event_id.label}
          </span>
        )}
        <time dateTime={event.created_at}>{formatDate(event.created_at, lang)}</time>
      </p>
      {event.file_event && (
        <Picture
          src={event.file_event.url}
          alt=""
          sizes="(min-width: 48rem) 48rem, 100vw"
          width={960}
          height={384}
          eager
          priority="high"
          className="mt-6 aspect-[5/2] w-full rounded-2xl bg-emerald-100 object-cover"
        />
      )}
      <RichText
        testId="event-body"
        className="mt-8 space-y-4 text-lg leading-relaxed"
        html={event.event_description}
      />
    </article>
  );
}
