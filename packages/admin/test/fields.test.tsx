import {
  defineResource,
  fieldTypes,
  type Lang,
  resourcesByName,
  uploadLimitsOf,
  uploadRefusal,
} from '@rimba/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldRenderers } from '../src/fields/registry';

/** The text a rendered value shows. */
function shown(node: ReactNode): string | null {
  const { container, unmount } = render(node);
  const text = container.textContent;
  unmount();
  return text;
}

describe('field renderers', () => {
  it('has list, detail and form renderers for every field type of core', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual(Object.keys(fieldTypes).sort());
    for (const renderer of Object.values(fieldRenderers)) {
      expect(typeof renderer.list).toBe('function');
      expect(typeof renderer.detail).toBe('function');
      expect(renderer.form).toBeTruthy();
    }
  });

  it('shows money as rupiah, booleans as Ya/Tidak, empty values as a dash', () => {
    const id: Lang = 'id';
    expect(shown(fieldRenderers.money.list(1250000, id))).toBe('Rp. 1.250.000');
    expect(shown(fieldRenderers.boolean.detail(true, id))).toBe('Ya');
    expect(shown(fieldRenderers.boolean.list(false, id))).toBe('Tidak');
    expect(shown(fieldRenderers.boolean.list(false, 'en'))).toBe('No');
    expect(shown(fieldRenderers.text.list(null, id))).toBe('-');
    expect(shown(fieldRenderers.datetime.detail('2026-11-22T03:15:00Z', id))).toBe(
      '22 November 2026 pukul 10.15',
    );
  });

  it('links urls and emails', () => {
    render(fieldRenderers.email.detail('info@rimba.id', 'id'));
    expect(screen.getByText('info@rimba.id').closest('a')?.getAttribute('href')).toBe('mailto:info@rimba.id');
  });

  it('accepts a file only strictly below the limit in MB', () => {
    const logo = resourcesByName.get('partners')!.fieldsByName.get('file_logo')!;
    const png = (size: number) => ({ mime: 'image/png', size });
    expect(uploadRefusal(uploadLimitsOf(logo), png(1024 * 1024 - 1))).toBeNull();
    expect(uploadRefusal(uploadLimitsOf(logo), png(1024 * 1024))).toBe('size');
  });
});

/** A resource with one field of each input type that the demo resources do not use yet. */
const sample = defineResource({
  name: 'sample',
  title: { id: 'Contoh', en: 'Sample' },
  menu: { module: 'master', path: '/sample' },
  fields: {
    price: { type: 'money', label: { id: 'Harga', en: 'Price' } },
    count: { type: 'number', label: { id: 'Jumlah', en: 'Count' } },
    active: { type: 'boolean', label: { id: 'Aktif', en: 'Active' } },
    starts_at: { type: 'datetime', label: { id: 'Mulai', en: 'Starts' } },
  },
});

/** A field's form input holding its own value, as Form.Item would. */
function Harness({
  name,
  initial,
  onValue,
}: {
  name: string;
  initial: unknown;
  onValue: (v: unknown) => void;
}) {
  const field = sample.fieldsByName.get(name)!;
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

/** Renders a field's input; `value()` reads back what it last reported. */
function renderInput(name: string, initial?: unknown) {
  let latest = initial;
  render(<Harness name={name} initial={initial} onValue={(v) => (latest = v)} />);
  return { input: screen.getByTestId(`field-${name}`), value: () => latest };
}

describe('field inputs', () => {
  it('money keeps digits only, shows Rp. and period thousands', async () => {
    const { input, value } = renderInput('price');
    await userEvent.type(input, '1a25x0.000');
    expect(value()).toBe('1250000');
    expect((input as HTMLInputElement).value).toBe('1.250.000');
    expect(screen.getByText('Rp.')).toBeTruthy();
  });

  it('number keeps digits only', async () => {
    const { input, value } = renderInput('count');
    await userEvent.type(input, '4-2,5');
    expect(value()).toBe('425');
  });

  it('boolean switches between Tidak and Ya', async () => {
    const { input, value } = renderInput('active', false);
    expect(input.textContent).toContain('Tidak');
    await userEvent.click(input);
    expect(value()).toBe(true);
    expect(input.textContent).toContain('Ya');
  });

  it('datetime shows YYYY-MM-DD HH:mm:ss and holds an ISO string', () => {
    const iso = dayjs('2026-11-22 10:15:30').toISOString();
    const { input } = renderInput('starts_at', iso);
    expect((input as HTMLInputElement).value).toBe('2026-11-22 10:15:30');
  });
});
