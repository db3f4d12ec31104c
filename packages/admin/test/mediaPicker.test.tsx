import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { setLang } from '../src/i18n';
import { api, logIn, logInClaiming } from './support/realServer';
import { renderApp } from './support/renderApp';

type Media = { id: number; title: string; file_media: string };

describe('choosing a file from the media library, against the real server', () => {
  let token: string;
  let library: Media[];
  const titled = (title: string) => {
    const found = library.find((m) => m.title === title);
    if (!found) throw new Error(`the demo library has no "${title}"`);
    return found;
  };

  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    token = await logIn('admin');
    library = (await api<{ data: Media[] }>('/upload-file-media/list?limit=100', token)).data;
  });
  afterAll(() => setApiBase('/api'));

  it('lists the library with thumbnails, searches it and puts the chosen file into the field, which the server takes', async () => {
    await logIn('admin');
    const mangrove = titled('Pesisir mangrove Demak');
    const guide = titled('Panduan menanam bibit');
    const app = renderApp('/master/partners?view=create');
    const open = await screen.findByTestId('field-file_logo-library');
    expect(open.textContent).toBe('Pilih dari Pustaka Media');
    await app.user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Pustaka Media: pilih berkas untuk Logo' });
    const item = await within(dialog).findByTestId(`media-item-${mangrove.id}`);
    // The server's small WebP copy of the picture, not the picture itself.
    expect(item.querySelector('img')?.getAttribute('src')).toBe(`${mangrove.file_media}/320.webp`);
    expect(item.textContent).toBe('Pesisir mangrove Demak');
    // A document is listed, but a logo cannot hold it.
    const document = within(dialog).getByTestId(`media-item-${guide.id}`) as HTMLButtonElement;
    expect(document.disabled).toBe(true);
    expect(document.querySelector('img')).toBeNull();
    expect(document.textContent).toContain('Logo tidak menerima berkas pdf');

    await app.user.type(within(dialog).getByTestId('field-file_logo-library-search'), 'mangrove');
    await waitFor(() => expect(within(dialog).queryByTestId(`media-item-${guide.id}`)).toBeNull());
    expect(within(dialog).getAllByTestId(/^media-item-\d+$/)).toHaveLength(1);
    await app.user.click(within(dialog).getByTestId(`media-item-${mangrove.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const field = screen.getByTestId('field-file_logo');
    expect(field.querySelector('img')?.getAttribute('src')).toBe(mangrove.file_media);
    // A logo holds one file: neither upload nor library is offered until it is removed.
    expect(screen.queryByTestId('field-file_logo-library')).toBeNull();

    // The demo file belongs to no user: only the library lets the admin use it.
    await app.user.type(screen.getByTestId('field-company_name'), `PT Logo Pustaka ${Date.now()}`);
    await app.user.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Data Mitra berhasil ditambahkan')).toBeTruthy();
    await waitFor(() => expect(app.query('view')).toBe('detail'));
    const id = Number(app.query('id'));
    const saved = await api<{ data: { file_logo: string } }>(`/partners/${id}/show`, token);
    expect(saved.data.file_logo).toBe(mangrove.file_media);
    await api('/partners/delete', token, { method: 'DELETE', body: JSON.stringify({ data: { id } }) });
  });

  it('speaks English and says when a search finds nothing', async () => {
    await logIn('admin');
    setLang('en');
    const app = renderApp('/master/banner?view=create');
    const open = await screen.findByTestId('field-file_banner-library');
    expect(open.textContent).toBe('Choose from the Media Library');
    await app.user.click(open);
    const dialog = await screen.findByRole('dialog', {
      name: 'Media Library: choose a file for Banner Image',
    });
    const wide = titled('Perbukitan hijau untuk banner (1600 × 640)');
    // The dialog opens at once; its list follows the library's answer.
    const item = (await within(dialog).findByTestId(`media-item-${wide.id}`)) as HTMLButtonElement;
    expect(item.disabled).toBe(false);
    await app.user.type(
      within(dialog).getByTestId('field-file_banner-library-search'),
      'tidak ada sama sekali',
    );
    expect(await within(dialog).findByText('tidak ada sama sekali not found')).toBeTruthy();
  });

  it('is offered neither to a user who may not read the library nor in the library’s own form', async () => {
    await logInClaiming(['partners.read', 'partners.create']);
    const { unmount } = renderApp('/master/partners?view=create');
    await screen.findByTestId('field-file_logo');
    expect(screen.queryByTestId('field-file_logo-library')).toBeNull();
    unmount();

    await logIn('admin');
    renderApp('/master/upload-file-media?view=create');
    await screen.findByTestId('field-file_media');
    expect(screen.queryByTestId('field-file_media-library')).toBeNull();
  });
});
