import { defineResource } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { codecs, isoWeekOf } from '../src/fields/pickers';
import { fieldRenderers } from '../src/fields/registry';

function shown(node: ReactNode): string | null {
  const { container, unmount } = render(node);
  const text = container.textContent;
  unmount();
  return text;
}

const options = [
  { value: 'a', label: { id: 'Apel', en: 'Apple' } },
  { value: 'b', label: { id: 'Pisang', en: 'Banana' } },
];

const sample = defineResource({
  name: 'kinds',
  title: { id: 'Jenis', en: 'Kinds' },
  menu: { module: 'master', path: '/kinds' },
  fields: {
    fruit: { type: 'select', label: { id: 'Buah', en: 'Fruit' }, options },
    pick: { type: 'radio', label: { id: 'Pilih', en: 'Pick' }, options },
    many: { type: 'checkbox', label: { id: 'Banyak', en: 'Many' }, options },
    ratio: { type: 'decimal', label: { id: 'Rasio', en: 'Ratio' } },
    price: { type: 'money', label: { id: 'Harga', en: 'Price' } },
    day: { type: 'date', label: { id: 'Hari', en: 'Day' } },
    month: { type: 'month', label: { id: 'Bulan', en: 'Month' } },
    week: { type: 'week', label: { id: 'Minggu', en: 'Week' } },
    year: { type: 'year', label: { id: 'Tahun', en: 'Year' } },
    secret: { type: 'password', label: { id: 'Sandi', en: 'Password' } },
    photos: { type: 'images', label: { id: 'Foto', en: 'Photos' } },
    report: { type: 'file', label: { id: 'Laporan', en: 'Report' }, accept: '.pdf,.csv,image/png' },
    lines: {
      type: 'slave',
      label: { id: 'Baris', en: 'Lines' },
      fields: {
        item: { type: 'text', label: { id: 'Barang', en: 'Item' } },
        qty: { type: 'number', label: { id: 'Jumlah', en: 'Qty' } },
      },
    },
  },
});

const fieldOf = (name: string) => sample.fieldsByName.get(name)!;

function Harness({
  name,
  initial,
  onValue,
}: {
  name: string;
  initial: unknown;
  onValue: (v: unknown) => void;
}) {
  const field = fieldOf(name);
  const Input = fieldRenderers[field.type].form;
  const [value, setValue] = useState(initial);
  return (
    <Input
      field={field}
      testId={`field-${name}`}
      value={value}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

function renderInput(name: string, initial?: unknown) {
  let latest = initial;
  render(<Harness name={name} initial={initial} onValue={(v) => (latest = v)} />);
  return { input: screen.getByTestId(`field-${name}`), value: () => latest };
}

describe('clear buttons', () => {
  it('name themselves in the UI language alike, on selects and on date pickers', () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Harness name="fruit" initial="b" onValue={() => {}} />
        <Harness name="day" initial="2026-01-02" onValue={() => {}} />
      </AppProviders>,
    );
    const clears = [...document.querySelectorAll('.ant-select-clear, .ant-picker-clear')].map((e) =>
      e.getAttribute('aria-label'),
    );
    // One of the select and one of the date picker, both in Indonesian.
    expect(clears).toEqual(['Kosongkan', 'Kosongkan']);
  });
});

describe('choice fields', () => {
  it('radio shows the option labels in Indonesian and holds the option value', async () => {
    const { input, value } = renderInput('pick');
    expect(input.textContent).toContain('Apel');
    expect(input.textContent).toContain('Pisang');
    await userEvent.click(screen.getByLabelText('Pisang'));
    expect(value()).toBe('b');
  });

  it('checkbox holds the checked option values', async () => {
    const { value } = renderInput('many', []);
    await userEvent.click(screen.getByLabelText('Apel'));
    await userEvent.click(screen.getByLabelText('Pisang'));
    expect(value()).toEqual(['a', 'b']);
  });

  it('select shows the chosen option label', () => {
    const { input } = renderInput('fruit', 'b');
    expect(input.textContent).toContain('Pisang');
  });

  it('lists and details show option labels, not values', () => {
    const fruit = fieldOf('fruit');
    expect(shown(fieldRenderers.select.list('a', 'id', fruit))).toBe('Apel');
    expect(shown(fieldRenderers.checkbox.detail(['a', 'b'], 'id', fieldOf('many')))).toBe('Apel, Pisang');
    expect(shown(fieldRenderers.select.list('a', 'en', fruit))).toBe('Apple');
  });
});

describe('number fields', () => {
  it('decimal keeps digits, one separator as a dot and a leading minus', async () => {
    const { value } = renderInput('ratio');
    await userEvent.type(screen.getByTestId('field-ratio'), '-12,5a.3x');
    expect(value()).toBe('-12.53');
  });

  it('money keeps digits only', async () => {
    const { value } = renderInput('price');
    await userEvent.type(screen.getByTestId('field-price'), '-1,5x00');
    expect(value()).toBe('1500');
  });
});

describe('moment fields', () => {
  it('stores dates, months, ISO weeks and years in their formats', () => {
    const d = dayjs('2026-02-14');
    expect(codecs.date.write(d)).toBe('2026-02-14');
    expect(codecs.month.write(d)).toBe('2026-02');
    expect(codecs.year.write(d)).toBe(2026);
    expect(codecs.week.write(d)).toBe('2026-W07');
    expect(isoWeekOf(dayjs('2027-01-01'))).toBe('2026-W53');
    expect(codecs.time.write(dayjs('2026-02-14T08:05:09'))).toBe('08:05:09');
    expect(codecs.week.read('2026-W07')?.format('YYYY-MM-DD')).toBe('2026-02-09');
  });

  it('pickers show the stored values', () => {
    expect((renderInput('day', '2026-02-14').input as HTMLInputElement).value).toBe('2026-02-14');
    expect((renderInput('month', '2026-02').input as HTMLInputElement).value).toBe('2026-02');
    expect((renderInput('week', '2026-W07').input as HTMLInputElement).value).toBe('2026-W07');
    expect((renderInput('year', 2026).input as HTMLInputElement).value).toBe('2026');
  });

  it('shows dates in the long Indonesian form and ranges as from – to', () => {
    expect(shown(fieldRenderers.date.detail('2026-02-14', 'id'))).toBe('14 Februari 2026');
    expect(shown(fieldRenderers['month-range'].list(['2026-01', '2026-03'], 'id'))).toBe('2026-01 – 2026-03');
  });
});

describe('slave field', () => {
  it('adds and removes items, each with the sub-field inputs', async () => {
    const { value } = renderInput('lines', []);
    await userEvent.click(screen.getByTestId('field-lines-add'));
    await userEvent.click(screen.getByTestId('field-lines-add'));
    expect(value()).toHaveLength(2);
    await userEvent.type(screen.getByTestId('field-lines-1-item'), 'Kopi');
    await userEvent.type(screen.getByTestId('field-lines-1-qty'), '3');
    expect(value()).toEqual([
      { item: null, qty: null },
      { item: 'Kopi', qty: '3' },
    ]);
    await userEvent.click(screen.getByTestId('field-lines-remove-0'));
    expect(value()).toEqual([{ item: 'Kopi', qty: '3' }]);
    expect(screen.getByText('Barang')).toBeTruthy();
  });

  it('shows the items as a table in detail and their count in lists', () => {
    const lines = fieldOf('lines');
    render(fieldRenderers.slave.detail([{ item: 'Kopi', qty: 3 }], 'id', lines));
    expect(screen.getByText('Barang')).toBeTruthy();
    expect(screen.getByText('Kopi')).toBeTruthy();
    expect(shown(fieldRenderers.slave.list([{}, {}], 'id', lines))).toBe('2');
  });
});

describe('password field', () => {
  it('never shows the value in detail or list', () => {
    expect(shown(fieldRenderers.password.detail('rahasia123', 'id', fieldOf('secret')))).toBe('••••••');
    expect(shown(fieldRenderers.password.list('rahasia123', 'id'))).not.toContain('rahasia');
  });
});

describe('multiple upload', () => {
  const png = (size: number, name = 'a.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
  const fileInput = () =>
    screen.getByTestId('field-photos').querySelector('input[type=file]') as HTMLInputElement;

  it('refuses a sixth file', async () => {
    const urls = [1, 2, 3, 4, 5].map((n) => `/uploads/${n}.png`);
    const { value } = renderInput('photos', urls);
    await userEvent.upload(fileInput(), png(10));
    expect(await screen.findByText('Jumlah File melebihi batas Upload')).toBeTruthy();
    expect(value()).toEqual(urls);
  });

  it('offers only the kinds of file the server takes for the field, and refuses another kind', async () => {
    const { value } = renderInput('report', null);
    const input = screen.getByTestId('field-report').querySelector('input[type=file]') as HTMLInputElement;
    // The server tells a CSV from nothing in its bytes, so it takes none: the picker does not offer it.
    expect(input.getAttribute('accept')).toBe('image/png,.png,application/pdf,.pdf');
    // A file dropped past the picker's filter is refused before it is sent.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['a;b\n'], 'data.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('Jenis berkas tidak diizinkan untuk Laporan. Yang diterima: png, pdf'),
    ).toBeTruthy();
    expect(value()).toBeNull();
  });

  it('takes a file the server refuses out of the list, saying why and keeping the value', async () => {
    // The server answers the upload with a refusal.
    class RefusingRequest {
      status = 422;
      responseText = JSON.stringify({ message: 'Berkas bukan gambar yang utuh' });
      upload = {};
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', RefusingRequest);
    const { value } = renderInput('photos', ['/uploads/lama.png']);
    await userEvent.upload(fileInput(), png(10, 'rusak.png'));
    expect(await screen.findByText('Berkas bukan gambar yang utuh')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('rusak.png')).toBeNull());
    expect(screen.getByTestId('field-photos').querySelectorAll('.ant-upload-list-item')).toHaveLength(1);
    expect(value()).toEqual(['/uploads/lama.png']);
  });

  it('refuses a file of 1 MB or more', async () => {
    const { value } = renderInput('photos', []);
    await userEvent.upload(fileInput(), png(1024 * 1024));
    expect(await screen.findByText('File terlalu besar')).toBeTruthy();
    expect(value()).toEqual([]);
  });
});
