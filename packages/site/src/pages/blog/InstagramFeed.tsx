import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/client';
import { useInstagramPosts } from '../../api/public';
import { teaser } from '../../ui/text';

/**
 * The foundation's newest Instagram posts (site spec §2 "/blog"), read by our server with its token; the
 * pictures come from our server too, so the page asks nothing of Instagram. Hidden when there is none.
 */
export function InstagramFeed() {
  const { t } = useTranslation();
  const posts = useInstagramPosts().data ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="instagram-title" className="mt-16">
      <h2 id="instagram-title" className="text-2xl font-bold tracking-tight">
        {t('blog.instagramTitle')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {posts.map((post) => {
          const caption = teaser(post.caption, 120) || t('blog.instagramPost');
          const picture = (
            <img
              src={fileUrl(post.image)}
              alt={caption}
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
              className="aspect-square h-auto w-full rounded-xl bg-emerald-100 object-cover"
            />
          );
          return (
            <li key={post.id} data-testid="instagram-post">
              {post.permalink ? (
                <a href={post.permalink} target="_blank" rel="noopener noreferrer" className="block">
                  {picture}
                  <span className="sr-only"> {t('blog.onInstagram')}</span>
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
