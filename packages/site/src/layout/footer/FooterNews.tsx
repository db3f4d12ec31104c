import { useTranslation } from 'react-i18next';
import { useLatestNews } from '../../api/public';
import { Link } from '../../ui/Link';
import { teaser } from '../../ui/text';
import { TEASER_LENGTH } from './truncate';

/** The footer's news blocks: the newest news, each cut to 75 characters, or the empty text. */
export function FooterNews() {
  const { t } = useTranslation();
  const news = useLatestNews().data?.data ?? [];
  if (news.length === 0) return <p className="text-sm text-emerald-300">{t('common.empty')}</p>;
  return (
    <ul className="space-y-4">
      {news.map((story) => (
        <li key={story.id} data-testid="footer-teaser">
          <Link to={`/our-news/${story.id}`} className="group block text-sm">
            <span className="block font-semibold text-white group-hover:text-lime-300">{story.title}</span>
            <span className="block text-emerald-200">{teaser(story.description, TEASER_LENGTH)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
