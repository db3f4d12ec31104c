import { contohKomponen, partners } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { readSession } from '../src/auth/session';
import { resolveModule } from '../src/modules/config';
import { hiddenByToggles, initialValuesOf, payloadOf, severalOf } from '../src/modules/form/formValues';
import { ModuleView } from '../src/modules/ModuleView';
import { logIn } from './support/realServer';
import { optionTitled, renderApp } from './support/renderApp';

describe('form options of a module (admin spec §3)', () => {
  const module = resolveModule(partners, {
    fields: {
      company_name: {
        update: {
          getter: 'owner.name',
          transform_before: (value) => String(value).toUpperCase(),
          setter: 'owner_name',
          transform_after: (value) => String(value).toLowerCase(),
        },
      },
      website: { create: { value: 'https://rimba.example' } },
    },
  });

  it('starts an update from the getter path turned by transform_before, and a create from the default', () => {
    const record = { id: 1, company_name: 'Lama', owner: { name: 'Baru' }, website: null };
    const fields = module.resource.fields.filter((f) => ['company_name', 'website'].includes(f.name));
    expect(initialValuesOf(module, fields, 'update', record, () => null)).toEqual({
      company_name: 'BARU',
      website: null,
    });
    expect(initialValuesOf(module, fields, 'create', undefined, () => '')).toEqual({
      company_name: '',
      website: 'https://rimba.example',
    });
  });

  it('sends a value turned by transform_after under its setter key', () => {
    expect(payloadOf(module, 'update', { company_name: 'PT ABC', website: 'x' })).toEqual({
      owner_name: 'pt abc',
      website: 'x',
    });
    expect(payloadOf(module, 'create', { company_name: 'PT ABC' })).toEqual({ company_name: 'PT ABC' });
  });

  it('starts a map with no place from its lat and lng fields', () => {
    const located = resolveModule(contohKomponen, {
      fields: { location: { update: { option: { lat: 'height', lng: 'quantity' } } } },
    });
    const fields = located.resource.fields.filter((f) => f.name === 'location');
    const record = { id: 1, location: null, height: -7.03, quantity: 110.49 };
    expect(initialValuesOf(located, fields, 'update', record, () => null)).toEqual({
      location: { lat: -7.03, lng: 110.49 },
    });
    const placed = { ...record, location: { lat: 1, lng: 2 } };
    expect(initialValuesOf(located, fields, 'update', placed, () => null)).toEqual({
      location: { lat: 1, lng: 2 },
    });
  });

  it('offers several values for a single choice only in a filter with option.multiple', () => {
    const status = contohKomponen.fieldsByName.get('status')!;
    const partner = contohKomponen.fieldsByName.get('partner_id')!;
    expect(severalOf(status).type).toBe('select-multiple');
    expect(severalOf(partner).type).toBe('lookup-checkbox');
    expect(severalOf(contohKomponen.fieldsByName.get('name')!).type).toBe('text');
  });

  it('hides a toggled field unless the toggling field holds a value that lists it', () => {
    const toggling = resolveModule(contohKomponen, {
      fields: { activities: { create: { option: { toggle_field: { planting: ['plantings'] } } } } },
    });
    expect([...hiddenByToggles(toggling, 'create', { activities: ['nursery'] })]).toEqual(['plantings']);
    expect([...hiddenByToggles(toggling, 'create', { activities: ['nursery', 'planting'] })]).toEqual([]);
    expect([...hiddenByToggles(toggling, 'update', { activities: [] })]).toEqual([]);
  });
});

describe('form options on the demonstration module, against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));
  beforeEach(async () => {
    await logIn();
  });

  it('asks the report date only of a finished record, and shows the units around the numbers', async () => {
    const app = renderApp('/master/contoh-komponen?view=create');
    const quantity = await screen.findByTestId('field-quantity');
    expect(quantity.closest('.ant-input-affix-wrapper')?.textContent).toContain('pohon');
    expect(screen.getByTestId('field-name').getAttribute('autocomplete')).toBe('off');
    expect(screen.queryByText('Tanggal Laporan')).toBeNull();

    fireEvent.mouseDown(screen.getByTestId('field-status').querySelector('.ant-select')!);
    await app.user.click(await screen.findByTitle('Selesai'));
    expect(await screen.findByText('Tanggal Laporan')).toBeTruthy();

    fireEvent.mouseDown(screen.getByTestId('field-status').querySelector('.ant-select')!);
    await app.user.click(await screen.findByTitle('Aktif'));
    await waitFor(() => expect(screen.queryByText('Tanggal Laporan')).toBeNull());
  });

  it('offers a typed species as a new choice', async () => {
    const app = renderApp('/master/contoh-komponen?view=create');
    const species = await screen.findByTestId('field-species');
    fireEvent.mouseDown(species.querySelector('.ant-select')!);
    await app.user.type(species.querySelector('input')!, 'Trembesi');
    await app.user.click(await screen.findByRole('option', { name: 'Trembesi' }));
    await waitFor(() => expect(within(species).getByTitle('Trembesi')).toBeTruthy());
  });

  it('offers the rows of a lookup that match another field, and empties it when that field changes', async () => {
    const { data } = (await (await fetch(`${inject('apiUrl')}/api/public/partners`)).json()) as {
      data: { company_name: string }[];
    };
    const company = data[0]?.company_name ?? '';
    const dependent = resolveModule(contohKomponen, {
      fields: {
        sponsor_id: { create: { option: { get_param: { field: 'name', param: 'company_name' } } } },
      },
    });
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/?view=create']}>
          <ModuleView module={dependent} />
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const sponsor = await screen.findByTestId('field-sponsor_id');
    // With no name yet, no partner belongs to it.
    await waitFor(() => expect(within(sponsor).queryAllByRole('radio')).toHaveLength(0));

    await user.type(screen.getByTestId('field-name'), company);
    const choice = await within(sponsor).findByRole('radio');
    expect(within(sponsor).getByText(company)).toBeTruthy();
    await user.click(choice);
    expect((choice as HTMLInputElement).checked).toBe(true);

    await user.type(screen.getByTestId('field-name'), ' lain');
    await waitFor(() => expect(within(sponsor).queryAllByRole('radio')).toHaveLength(0));
    // Emptied by the form, the sponsor is not marked as valid.
    expect(sponsor.closest('.ant-form-item')?.className).not.toContain('ant-form-item-has-success');
    await user.clear(screen.getByTestId('field-name'));
    await user.type(screen.getByTestId('field-name'), company);
    const again = await within(sponsor).findByRole('radio');
    expect((again as HTMLInputElement).checked).toBe(false);
  });

  it('fills the report date with today when a record becomes finished', async () => {
    const app = renderApp('/master/contoh-komponen?view=create');
    const status = await screen.findByTestId('field-status');
    expect(screen.queryByTestId('field-reported_on')).toBeNull();
    fireEvent.mouseDown(status.querySelector('.ant-select')!);
    await app.user.click(await optionTitled('Selesai'));
    const reported = await screen.findByTestId('field-reported_on');
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    await waitFor(() => expect((reported as HTMLInputElement).value).toBe(iso));
  });

  it('copies a picked point into the lat and lng fields, and calls a click event with the row', async () => {
    const clicked: unknown[] = [];
    const located = resolveModule(contohKomponen, {
      fields: {
        location: { create: { option: { lat: 'height', lng: 'notes' } } },
        name: { detail: { event: { click: (row) => clicked.push(row.id) } } },
      },
    });
    const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const form = render(
      <AppProviders queryClient={queryClient()}>
        <MemoryRouter initialEntries={['/?view=create']}>
          <ModuleView module={located} />
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.type(await screen.findByTestId('field-location-lat'), '-7.03');
    await user.type(screen.getByTestId('field-location-lng'), '110.49');
    await waitFor(() => expect((screen.getByTestId('field-height') as HTMLInputElement).value).toBe('-7.03'));
    expect((screen.getByTestId('field-notes') as HTMLTextAreaElement).value).toBe('110.49');
    form.unmount();

    const { data } = (await (
      await fetch(`${inject('apiUrl')}/api/contoh-komponen/list?limit=1`, {
        headers: { authorization: `Bearer ${readSession()?.token}` },
      })
    ).json()) as { data: { id: number; name: string }[] };
    const row = data[0]!;
    render(
      <AppProviders queryClient={queryClient()}>
        <MemoryRouter initialEntries={[`/?view=detail&id=${row.id}`]}>
          <ModuleView module={located} />
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(await screen.findByTestId('detail-name-click'));
    expect(clicked).toEqual([row.id]);
    expect(screen.getByTestId('detail-name-click').textContent).toBe(row.name);
  });
});
