import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ListPage, PhotoAlbum, Video } from '../src/api/public';
import { pointAtTestServer, renderApp } from './support';

async function api<T>(path: string, lang = 'id'): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/api/public/${path}`, {
    headers: { 'accept-language': lang },
  });
  return (await response.json()) as T;
}

/** The demo album with seven photos. */
async function coffeeAlbum(lang = 'id'): Promise<PhotoAlbum> {
  const albums = await api<ListPage<PhotoAlbum>>('photo-gallery', lang);
  return albums.data.find((album) => album.detail_photo_gallery.length === 7)!;
}

describe('photo gallery', () => {
  beforeAll(pointAtTestServer);

  it('shows every album as a thumbnail with its alt text that leads to the album', async () => {
    const { data: albums } = await api<ListPage<PhotoAlbum>>('photo-gallery');
    renderApp('/photo-gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galeri Foto' })).toBeTruthy();
    const cards = await screen.findAllByTestId('album-card');
    expect(cards).toHaveLength(albums.length);
    const images = cards.map((card) => within(card).getByRole('img') as HTMLImageElement);
    expect(images.map((img) => img.alt)).toEqual(albums.map((a) => a.description.split('.')[0]));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(
      albums.map((_, i) => (i < 3 ? 'eager' : 'lazy')),
    );
    const link = within(cards[1]!).getByRole('link', { name: /^Agroforestri kopi di lereng Merbabu/ });
    expect(link.getAttribute('href')).toBe(`/photo-gallery/${albums[1]!.id}`);
    expect(within(cards[1]!).getByText('7 foto')).toBeTruthy();
  });

  it('opens the lightbox at the clicked photo, moves through the photos and gives the focus back on close', async () => {
    const album = await coffeeAlbum();
    renderApp(`/photo-gallery/${album.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agroforestri kopi di lereng Merbabu' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Petani Getasan menanam alpukat dan suren sebagai peneduh kebun kopi mereka.'),
    ).toBeTruthy();
    // The album's photo comes in the copies the server makes, WebP first; the browser picks the width.
    const cover = screen.getByTestId('album-photo') as HTMLImageElement;
    const coverUrl = `${inject('apiUrl')}${album.file_photo_gallery.url}`;
    expect(cover.src).toBe(`${coverUrl}/960.jpg`);
    expect(cover.srcset).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `${coverUrl}/${w}.jpg ${w}w`).join(', '),
    );
    expect(cover.sizes).toBe('(min-width: 64rem) 64rem, 100vw');
    expect(cover.previousElementSibling?.getAttribute('srcset')).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `${coverUrl}/${w}.webp ${w}w`).join(', '),
    );
    await waitFor(() => expect(document.title).toBe('Agroforestri kopi di lereng Merbabu · Rimba'));

    const thumbnails = screen.getAllByTestId('album-thumbnail').map((li) => within(li).getByRole('button'));
    expect(thumbnails).toHaveLength(7);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(thumbnails[2]!);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const shown = () => within(screen.getByRole('dialog')).getByRole('img') as HTMLImageElement;
    const counter = () => screen.getByTestId('lightbox-counter').textContent;
    expect(counter()).toBe('3 / 7');
    expect(shown().alt).toBe('Petani memetik kopi merah');
    expect(shown().src).toBe(
      `${inject('apiUrl')}${album.detail_photo_gallery[2]!.file_detail_photo_gallery.url}/960.jpg`,
    );
    expect(within(dialog).getByText('Petani memetik kopi merah')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Tutup' }));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(counter()).toBe('4 / 7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foto berikutnya' }));
    expect(counter()).toBe('5 / 7');
    expect(shown().alt).toBe('Menjemur biji kopi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Foto sebelumnya' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 7');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnails[2]);

    // Opened again at another photo, it starts there: closing forgot the last one shown.
    fireEvent.click(thumbnails[0]!);
    expect(counter()).toBe('1 / 7');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(counter()).toBe('7 / 7');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnails[0]);
  });

  it('shows an album in English, and the 404 page for an unknown album', async () => {
    const album = await coffeeAlbum('en');
    const view = renderApp(`/en/photo-gallery/${album.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee agroforestry on the slopes of Merbabu' }),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('album-thumbnail').map((li) => within(li).getByRole('button'))[1]!);
    expect(within(screen.getByRole('dialog')).getByRole('img').getAttribute('alt')).toBe(
      'Planting avocado seedlings',
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy();
    view.unmount();

    renderApp('/photo-gallery/999999');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });

  it('says "Data Kosong" past the last page of albums', async () => {
    renderApp('/photo-gallery?page=50');
    expect(await screen.findByText('Data Kosong')).toBeTruthy();
    expect(screen.queryAllByTestId('album-card')).toHaveLength(0);
  });
});

describe('video gallery', () => {
  beforeAll(pointAtTestServer);

  it('shows each video as a light picture that becomes the player when asked to play', async () => {
    const { data: videos } = await api<ListPage<Video>>('video-gallery');
    renderApp('/our-video-gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Galeri Video' })).toBeTruthy();
    const items = await screen.findAllByTestId('video');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(
      videos.map((v) => v.description),
    );
    expect(document.querySelector('iframe')).toBeNull();

    const first = items[0]!;
    const play = within(first).getByRole('button', { name: `Putar video: ${videos[0]!.description}` });
    // The still is the server's copy, from our origin: nothing is asked of the video's host before play.
    const still = first.querySelector('img')!;
    expect(still.getAttribute('src')).toBe(`${inject('apiUrl')}${videos[0]!.thumbnail!.url}/960.jpg`);
    expect(still.getAttribute('src')).not.toMatch(/ytimg|youtube|vimeo/);
    fireEvent.click(play);
    const frame = first.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Hy6cT1pZ0aQ?autoplay=1&rel=0',
    );
    expect(frame.title).toBe(videos[0]!.description);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['380', '220']);
    expect(document.activeElement).toBe(frame);
    expect(within(first).queryByRole('button')).toBeNull();
    // The other videos stay pictures.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);

    // A video whose still the server did not keep shows the placeholder, with no picture to load.
    const vimeo = items[1]!;
    expect(videos[1]!.thumbnail).toBeNull();
    expect(vimeo.querySelector('img')).toBeNull();
    fireEvent.click(within(vimeo).getByRole('button', { name: /^Putar video:/ }));
    expect(vimeo.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/824513907?autoplay=1&dnt=1',
    );
  });

  it('names the play buttons in English, and says "Empty Data" past the last page', async () => {
    const { data: videos } = await api<ListPage<Video>>('video-gallery', 'en');
    const view = renderApp('/en/our-video-gallery');
    expect(await screen.findByRole('button', { name: `Play video: ${videos[0]!.description}` })).toBeTruthy();
    view.unmount();
    renderApp('/en/our-video-gallery?page=50');
    expect(await screen.findByText('Empty Data')).toBeTruthy();
  });
});
