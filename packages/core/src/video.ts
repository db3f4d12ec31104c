/** A video on a host the site embeds: YouTube or Vimeo, and its id there. */
export interface VideoRef {
  host: 'youtube' | 'vimeo';
  id: string;
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;
const youtubeHosts = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
/** Paths of youtube.com whose next segment is the video id. */
const youtubePaths = new Set(['embed', 'shorts', 'live', 'v']);

function youtube(url: URL, host: string): string | undefined {
  if (host === 'youtu.be') return url.pathname.split('/')[1];
  if (!youtubeHosts.has(host)) return undefined;
  const [, first, second] = url.pathname.split('/');
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  return first && youtubePaths.has(first) ? second : undefined;
}

function vimeo(url: URL, host: string): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return segments[0] === 'video' ? segments[1] : undefined;
  if (host !== 'vimeo.com') return undefined;
  // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id},
  // vimeo.com/groups/{name}/videos/{id}
  return segments.find((s) => vimeoId.test(s));
}

/**
 * The video a web address plays, when it is a YouTube or Vimeo video address (watch, short, embed or
 * share link); null for anything else. Pages embed the video by its id, never the address as given.
 */
export function videoOf(address: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const yt = youtube(url, host);
  if (yt !== undefined) return youtubeId.test(yt) ? { host: 'youtube', id: yt } : null;
  const vm = vimeo(url, host);
  if (vm !== undefined) return vimeoId.test(vm) ? { host: 'vimeo', id: vm } : null;
  return null;
}

/**
 * The address of a video's embedded player, started at once (it replaces a picture the visitor
 * clicked); YouTube's from its privacy-enhanced domain, which sets no cookie until the video plays.
 */
export function videoEmbedUrl(video: VideoRef): string {
  return video.host === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
}
