import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { GetInvolvedCategory, ListPage } from '../src/api/public';
import { pointAtTestServer, renderApp } from './support';

async function categories(lang = 'id'): Promise<GetInvolvedCategory[]> {
  const response = await fetch(`${inject('apiUrl')}/api/public/get-involved-category`, {
    headers: { 'accept-language': lang },
  });
  return ((await response.json()) as ListPage<GetInvolvedCategory>).data;
}

const field = (name: string) =>
  within(screen.getByTestId('get-involved-form')).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

/** Opens the form and waits for its categories. */
async function openForm(path: string, firstCategory: string) {
  renderApp(path);
  await screen.findByRole('option', { name: firstCategory }, { timeout: 5000 });
  return screen.getByTestId('get-involved-form') as HTMLFormElement;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

describe('get-involved form', () => {
  let list: GetInvolvedCategory[];
  beforeAll(async () => {
    pointAtTestServer();
    list = await categories();
  });

  it('offers the categories and the spec’s placeholders, in both languages', async () => {
    await openForm('/form-get-involved', list[0]!.category_getinvolved_name);
    expect(screen.getByRole('heading', { level: 1, name: 'Ikut Terlibat' })).toBeTruthy();
    const options = within(field('Kategori')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Pilih kategori',
      ...list.map((c) => c.category_getinvolved_name),
    ]);
    expect(
      ['Nama', 'Email', 'Telepon', 'Negara', 'Pertanyaan'].map((label) => field(label).placeholder),
    ).toEqual([
      'Enter your name',
      'Enter your email',
      'Enter your phone number',
      'Enter your country',
      'Enter your question',
    ]);
  });

  it('uses the English placeholders word for word', async () => {
    const english = await categories('en');
    await openForm('/en/form-get-involved', english[0]!.category_getinvolved_name);
    expect(
      ['Name', 'Email', 'Phone', 'Country', 'Question'].map((label) => field(label).placeholder),
    ).toEqual([
      'Enter your name',
      'Enter your email',
      'Enter your phone number',
      'Enter your country',
      'Enter your question',
    ]);
  });

  it('names every missing field under it and sends nothing', async () => {
    const form = await openForm('/form-get-involved', list[0]!.category_getinvolved_name);
    fill({ Nama: 'Sari' });
    fireEvent.submit(form);
    expect(await screen.findByTestId('error-category_get_involved_id')).toHaveProperty(
      'textContent',
      'Kategori harus diisi',
    );
    expect(screen.queryByTestId('error-get_involved_name')).toBeNull();
    expect(
      ['email', 'phone', 'country', 'question'].map((f) => screen.getByTestId(`error-${f}`).textContent),
    ).toEqual(['Email harus diisi', 'Telepon harus diisi', 'Negara harus diisi', 'Pertanyaan harus diisi']);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-describedby')).toBe(screen.getByTestId('error-email').id);
  });

  it('shows the server’s message under a field it refuses', async () => {
    const form = await openForm('/form-get-involved', list[0]!.category_getinvolved_name);
    fill({
      Kategori: String(list[0]!.id),
      Nama: 'Sari Wulandari',
      Email: 'sari@',
      Telepon: '+62 812 5500 1000',
      Negara: 'Indonesia',
      Pertanyaan: 'Bisakah kami ikut menanam?',
    });
    fireEvent.submit(form);
    expect(await screen.findByTestId('error-email')).toHaveProperty(
      'textContent',
      'Email harus berupa alamat surel yang benar',
    );
    expect(screen.getByRole('alert').textContent).toBe('Data yang dikirim tidak valid');
  });

  it('sends an enquiry, says Success and starts again empty; Reset clears the form', async () => {
    const form = await openForm('/form-get-involved', list[0]!.category_getinvolved_name);
    fill({ Nama: 'Tidak Jadi', Negara: 'Indonesia' });
    fireEvent.submit(form);
    await screen.findByTestId('error-email');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByTestId('error-email')).toBeNull());
    expect(field('Nama').value).toBe('');

    fill({
      Kategori: String(list[1]!.id),
      Nama: 'Sari Wulandari',
      Email: 'sari.wulandari@contoh.id',
      Telepon: '+62 812 5500 1000',
      Negara: 'Indonesia',
      Pertanyaan: 'Bisakah sekolah kami ikut menanam pohon?',
    });
    fireEvent.submit(form);
    const status = await screen.findByTestId('get-involved-success');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(within(status).getAllByText('Success')).toHaveLength(2);
    for (const label of ['Kategori', 'Nama', 'Email', 'Telepon', 'Negara', 'Pertanyaan']) {
      expect(field(label).value).toBe('');
    }
  });
});
