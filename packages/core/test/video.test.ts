import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoOf } from '../src/video.js';

describe('video addresses', () => {
  it('reads the video of YouTube and Vimeo watch, share and embed addresses', () => {
    const youtube = { host: 'youtube', id: 'dQw4w9WgXcQ' };
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10s',
      ' https://m.youtube.com/watch?v=dQw4w9WgXcQ ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoOf(url), url).toEqual(youtube);
    }
    for (const url of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/76979871/a1b2c3d4e5',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?h=abc',
    ]) {
      expect(videoOf(url), url).toEqual({ host: 'vimeo', id: '76979871' });
    }
  });

  it('finds no video in other addresses', () => {
    for (const url of [
      '',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.example.org/watch?v=dQw4w9WgXcQ',
      'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://www.youtube.com/@rimba',
      'https://youtu.be/',
      'https://vimeo.com/about',
      'https://player.vimeo.com/76979871',
    ]) {
      expect(videoOf(url), url).toBeNull();
    }
  });

  it('embeds YouTube from its no-cookie domain', () => {
    const video = videoOf('https://youtu.be/dQw4w9WgXcQ')!;
    expect(videoEmbedUrl(video)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    const vimeo = videoOf('https://vimeo.com/76979871')!;
    expect(videoEmbedUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });
});
