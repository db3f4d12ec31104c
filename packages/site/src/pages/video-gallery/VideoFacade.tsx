import { videoEmbedUrl, videoOf } from '@rimba/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '../../api/public';
import { Picture } from '../../ui/Picture';
import { teaser } from '../../ui/text';
import { useHydrated } from '../../ui/useHydrated';
import './texts';

const hostNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video as a light picture with a play button: the picture is the server's copy of the video's still (a
 * placeholder when it kept none), and the host's player (and its scripts) loads only when the visitor asks
 * for it. Without JavaScript, or for an address the site cannot embed, the picture is a link
 * to the video.
 */
export function VideoFacade({ video }: { video: Video }) {
  const { t } = useTranslation();
  const scripted = useHydrated();
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const ref = videoOf(video.url_video_gallery);
  const title = teaser(video.description, 100);

  // The play button is gone once the player is there: the focus follows to the player.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const frame = 'relative block aspect-[19/11] w-full overflow-hidden rounded-xl bg-emerald-900';
  if (ref && playing) {
    return (
      <div className={frame}>
        <iframe
          ref={player}
          src={videoEmbedUrl(ref)}
          title={title}
          width={380}
          height={220}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
    );
  }
  // The server's copy of the video's still: nothing is asked of the video's host before play.
  const thumbnail = video.thumbnail?.url;
  const poster = (
    <>
      {thumbnail ? (
        <Picture
          src={thumbnail}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={380}
          height={220}
          className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-105"
        />
      ) : (
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-emerald-800 to-emerald-950"
        />
      )}
      <span
        aria-hidden="true"
        className="absolute left-1/2 top-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-emerald-700/90 text-white shadow-lg transition group-hover:bg-emerald-600"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" aria-hidden="true">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </span>
    </>
  );
  const focus = 'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';
  if (ref && scripted) {
    return (
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={t('videos.play', { title })}
        data-testid="video-play"
        className={`group ${frame} ${focus}`}
      >
        {poster}
      </button>
    );
  }
  return (
    <a
      href={video.url_video_gallery}
      aria-label={t('videos.watch', { title, host: ref ? hostNames[ref.host] : t('videos.site') })}
      className={`group ${frame} ${focus}`}
    >
      {poster}
    </a>
  );
}
