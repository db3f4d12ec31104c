// @vitest-environment node
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from '../src/api/client';
import type { ListPage, PhotoAlbum } from '../src/api/public';
import { renderPage } from '../src/entry-server';
import { pointAtTestServer } from './support';

/** A page's HTML as the server sends it, for a browser without JavaScript. */
const html = async (url: string) => (await renderPage(url, getJson)).html;

describe('galleries without JavaScript', () => {
  beforeAll(pointAtTestServer);

  it('renders each photo of an album as a plain link to the photo, in copies sized for the screen', async () => {
    const response = await fetch(`${inject('apiUrl')}/api/public/photo-gallery`);
    const album = ((await response.json()) as ListPage<PhotoAlbum>).data[0]!;
    const page = await html(`/photo-gallery/${album.id}`);
    for (const photo of album.detail_photo_gallery) {
      const url = `${inject('apiUrl')}${photo.file_detail_photo_gallery.url}`;
      const srcset = (format: string) =>
        [320, 640, 960, 1280, 1920].map((w) => `${url}/${w}.${format} ${w}w`);
      expect(page).toContain(
        `<a href="${url}/1920.jpg" class="group block rounded-lg"><picture class="contents [&amp;&gt;source]:hidden">` +
          `<source type="image/webp" srcSet="${srcset('webp').join(', ')}" ` +
          `sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"/>` +
          `<img src="${url}/960.jpg" srcSet="${srcset('jpg').join(', ')}" ` +
          `sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw" alt="${photo.caption}" ` +
          'width="300" height="200" loading="lazy" decoding="async"',
      );
    }
    expect(page).not.toContain('aria-haspopup');
    expect(page).not.toContain('role="dialog"');
  });

  it('renders each video as a link to it, and no player', async () => {
    const page = await html('/our-video-gallery');
    expect(page).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=Hy6cT1pZ0aQ" aria-label="Tonton di YouTube: [^"]+"/,
    );
    expect(page).toMatch(/<a href="https:\/\/vimeo\.com\/824513907" aria-label="Tonton di Vimeo: [^"]+"/);
    expect(page).not.toContain('<iframe');
    expect(page).not.toContain('<button type="button" aria-label="Putar video');
  });
});
