import { defineResource } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { inlineChoiceLimit, withChosen } from '../src/fields/lookups';
import { fieldRenderers } from '../src/fields/registry';
import type { FieldInputProps } from '../src/fields/types';
import { api, logIn, watchCalls } from './support/realServer';
import { optionTitled } from './support/renderApp';

type Page = { data: { id: number; name?: string; company_name?: string }[]; total: number };

/** Lookups of a large target (the permission strings, dozens) and of a small one (the demo partners). */
const sample = defineResource({
  name: 'lookup-sample',
  title: { id: 'Contoh', en: 'Sample' },
  menu: { module: 'master', path: '/lookup-sample' },
  fields: {
    task_radio: {
      type: 'lookup-radio',
      label: { id: 'Tugas', en: 'Task' },
      lookup: { resource: 'tasks', label: 'name' },
    },
    task_boxes: {
      type: 'lookup-checkbox',
      label: { id: 'Tugas-tugas', en: 'Tasks' },
      lookup: { resource: 'tasks', label: 'name' },
    },
    task_select: {
      type: 'lookup',
      label: { id: 'Satu Tugas', en: 'One Task' },
      lookup: { resource: 'tasks', label: 'name', select: true },
    },
    partner_radio: {
      type: 'lookup-radio',
      label: { id: 'Mitra', en: 'Partner' },
      lookup: { resource: 'partners', label: 'company_name' },
    },
  },
});

/** One lookup input holding its value as a form would, with the labels the record was answered with. */
function Harness(
  props: Omit<FieldInputProps, 'field' | 'testId'> & { name: string; onValue: (v: unknown) => void },
) {
  const { name, onValue, value: initial, ...rest } = props;
  const field = sample.fieldsByName.get(name)!;
  const Input = fieldRenderers[field.type].form;
  const [value, setValue] = useState(initial);
  return (
    <Input
      {...rest}
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

function renderLookup(props: Parameters<typeof Harness>[0]) {
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness {...props} />
    </AppProviders>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('lookup choices', () => {
  it('lists the chosen rows first, then the rows found', () => {
    const found = [
      { value: 1, label: 'a' },
      { value: 2, label: 'b' },
    ];
    expect(withChosen(found, [{ id: 9, state: 'ok', label: 'z' }])).toEqual([
      { value: 9, label: 'z' },
      ...found,
    ]);
    expect(withChosen(found, [{ id: 2, state: 'ok', label: 'b' }]).map((c) => c.value)).toEqual([2, 1]);
  });
});

describe('lookup choices at scale, against the real server', () => {
  let token: string;
  let tasks: Page['data'];
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  beforeEach(async () => {
    token = await logIn('admin');
    const page = await api<Page>('/tasks/dataset?limit=1000&order=name&sort=DESC', token);
    expect(page.total).toBeGreaterThan(inlineChoiceLimit);
    tasks = page.data;
    vi.restoreAllMocks();
  });

  it('searches a large target on the server instead of listing its first rows, the current value shown', async () => {
    const current = tasks[0]!;
    const calls = watchCalls();
    let value: unknown;
    const user = renderLookup({
      name: 'task_radio',
      value: current.id,
      related: { id: current.id, label: current.name },
      onValue: (v) => (value = v),
    });
    const field = await screen.findByTestId('field-task_radio');
    await waitFor(() => expect(field.querySelector('.ant-select')).toBeTruthy());
    expect(within(field).queryAllByRole('radio')).toHaveLength(0);
    // The current value shows by the label the record came with, though it is not among the first rows.
    expect(within(field).getByTitle(String(current.name))).toBeTruthy();
    expect(calls.callsTo('/api/tasks/dataset').some((c) => c.url.searchParams.has('filters'))).toBe(false);

    const wanted = tasks.find((t) => t.name === 'partners.create')!;
    fireEvent.mouseDown(field.querySelector('.ant-select')!);
    await user.type(within(field).getByRole('combobox'), 'partners.cre');
    await waitFor(() =>
      expect(
        calls.callsTo('/api/tasks/dataset').some((c) => c.url.searchParams.get('search') === 'partners.cre'),
      ).toBe(true),
    );
    await user.click(await optionTitled('partners.create'));
    expect(value).toBe(wanted.id);
  });

  it('searches several rows of a large target, each chosen one shown by its label', async () => {
    const [a, b] = [tasks[1]!, tasks[2]!];
    let value: unknown;
    const user = renderLookup({
      name: 'task_boxes',
      value: [a.id, b.id],
      related: [
        { id: a.id, label: a.name },
        { id: b.id, label: b.name },
      ],
      onValue: (v) => (value = v),
    });
    const field = await screen.findByTestId('field-task_boxes');
    await waitFor(() => expect(within(field).getByTitle(String(a.name))).toBeTruthy());
    expect(within(field).getByTitle(String(b.name))).toBeTruthy();
    expect(within(field).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.mouseDown(field.querySelector('.ant-select')!);
    await user.type(within(field).getByRole('combobox'), 'faq.read');
    await user.click(await optionTitled('faq.read'));
    const faq = tasks.find((t) => t.name === 'faq.read')!;
    expect(value).toEqual([a.id, b.id, faq.id]);
  });

  it('names the value of a lookup select without the record’s labels by asking for that row only', async () => {
    const current = tasks[5]!;
    const calls = watchCalls();
    renderLookup({ name: 'task_select', value: current.id, onValue: () => {} });
    const field = await screen.findByTestId('field-task_select');
    await waitFor(() => expect(within(field).getByTitle(String(current.name))).toBeTruthy());
    const asked = calls.callsTo('/api/tasks/dataset').find((c) => c.url.searchParams.has('filters'));
    expect(JSON.parse(asked!.url.searchParams.get('filters')!)).toEqual({ id: { in: [current.id] } });
  });

  it('lists a small target as radios, keeping the current value though a filter leaves it out', async () => {
    const { data } = await api<Page>('/partners/dataset?limit=1', token);
    const partner = data[0]!;
    renderLookup({
      name: 'partner_radio',
      value: partner.id,
      related: { id: partner.id, label: partner.company_name },
      rows: { filters: { company_name: 'tidak ada mitra bernama ini' } },
      onValue: () => {},
    });
    const field = await screen.findByTestId('field-partner_radio');
    const radio = await within(field).findByRole('radio');
    expect(within(field).getAllByRole('radio')).toHaveLength(1);
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(within(field).getByText(String(partner.company_name))).toBeTruthy();
  });
});
