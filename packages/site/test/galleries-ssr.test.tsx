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

  it('renders each photo of an album as a plain link to the photo itself', async () => {
    const response = await fetch(`${inject('apiUrl')}/api/public/photo-gallery`);
    const album = ((await response.json()) as ListPage<PhotoAlbum>).data[0]!;
    const page = await html(`/photo-gallery/${album.id}`);
    for (const photo of album.detail_photo_gallery) {
      const url = `${inject('apiUrl')}${photo.file_detail_photo_gallery.url}`;
      expect(page).toContain(
        `<a href="${url}" class="group block rounded-lg"><img src="${url}" alt="${photo.caption}"`,
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
