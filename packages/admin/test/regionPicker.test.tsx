import { farmers } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { fieldRenderers } from '../src/fields/registry';
import { setLang } from '../src/i18n';
import { api, logIn, watchCalls } from './support/realServer';
import { optionTitled, renderApp } from './support/renderApp';

type Row = { id: number } & Record<string, unknown>;
type Page = { data: Row[]; total: number };

const villageField = farmers.fieldsByName.get('village_id')!;

/** The drop-down of one level of the region picker of `village_id`. */
const level = (resource: 'provinces' | 'units' | 'village') =>
  screen.getByTestId(`field-village_id-${resource}`);
const selectOf = (resource: 'provinces' | 'units' | 'village') =>
  level(resource).querySelector<HTMLElement>('.ant-select')!;
const isDisabled = (resource: 'provinces' | 'units' | 'village') =>
  selectOf(resource).classList.contains('ant-select-disabled');
/** The label a level shows as chosen, or undefined when none is. */
const shown = (resource: 'provinces' | 'units' | 'village') =>
  level(resource).querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? undefined;
/** The labels of the open drop-down's options. */
const openOptions = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((o) => o.getAttribute('title'));

type User = ReturnType<typeof userEvent.setup>;

/** Opens a level's drop-down, types to search it, and picks the option with that label. */
async function pick(user: User, resource: 'provinces' | 'units' | 'village', label: string, typed = '') {
  fireEvent.mouseDown(selectOf(resource));
  if (typed) await user.type(within(level(resource)).getByRole('combobox'), typed);
  await user.click(await optionTitled(label));
  await waitFor(() => expect(shown(resource)).toBe(label));
}

/** The picker holding its value as a form would. */
function Harness({
  initial,
  related,
  onValue,
}: {
  initial?: number;
  related?: unknown;
  onValue: (v: unknown) => void;
}) {
  const Input = fieldRenderers[villageField.type].form;
  const [value, setValue] = useState<unknown>(initial);
  return (
    <Input
      field={villageField}
      testId="field-village_id"
      value={value}
      related={related}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Harness>[0]) {
  const result = render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness {...props} />
    </AppProviders>,
  );
  return {
    ...userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }),
    unmount: result.unmount,
  };
}

describe('region picker against the real server', () => {
  let token: string;
  let provinces: Row[];
  const unitsOf = async (provinceId: number) =>
    (
      await api<Page>(
        `/units/dataset?limit=1000&filters=${encodeURIComponent(JSON.stringify({ province_id: provinceId }))}`,
        token,
      )
    ).data;
  const villagesOf = async (unitId: number) =>
    (
      await api<Page>(
        `/village/dataset?limit=1000&filters=${encodeURIComponent(JSON.stringify({ unit_id: unitId }))}`,
        token,
      )
    ).data;
  const province = (name: string) => provinces.find((p) => p.province_name === name)!;

  beforeAll(async () => {
    setApiBase(`${inject('apiUrl')}/api`);
    token = await logIn('admin');
    provinces = (await api<Page>('/provinces/dataset?limit=1000', token)).data;
  });
  beforeEach(() => logIn('admin'));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => setApiBase('/api'));

  it('creates a farmer whose village is picked by province, then unit, then village', async () => {
    const west = province('Jawa Barat');
    const units = await unitsOf(west.id);
    expect(units.length).toBeGreaterThan(1);
    const unit = units[units.length - 1]!;
    const villages = await villagesOf(unit.id);
    const village = villages[0]!;
    const calls = watchCalls();
    const app = renderApp('/master/farmers?view=create');
    await app.user.type(await screen.findByTestId('field-farmer_name'), 'Petani Wilayah Uji');

    expect(isDisabled('units')).toBe(true);
    expect(isDisabled('village')).toBe(true);
    await pick(app.user, 'provinces', 'Jawa Barat', 'jawa bar');

    // The units offered are exactly those of the chosen province, asked for by its id.
    await waitFor(() => expect(isDisabled('units')).toBe(false));
    fireEvent.mouseDown(selectOf('units'));
    await waitFor(() =>
      expect(openOptions().sort()).toEqual(units.map((u) => String(u.unit_management_name)).sort()),
    );
    const unitCall = calls.callsTo('/api/units/dataset').at(-1)!;
    expect(JSON.parse(unitCall.url.searchParams.get('filters')!)).toEqual({ province_id: { eq: west.id } });
    await app.user.click(await optionTitled(String(unit.unit_management_name)));
    await waitFor(() => expect(shown('units')).toBe(unit.unit_management_name));

    await waitFor(() => expect(isDisabled('village')).toBe(false));
    fireEvent.mouseDown(selectOf('village'));
    await waitFor(() =>
      expect(openOptions().sort()).toEqual(villages.map((v) => String(v.village_name)).sort()),
    );
    await app.user.click(await optionTitled(String(village.village_name)));
    await waitFor(() => expect(shown('village')).toBe(village.village_name));

    await app.user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(calls.callsTo('/api/farmers/create')).toHaveLength(1));
    expect(calls.callsTo('/api/farmers/create')[0]!.body).toMatchObject({
      farmer_name: 'Petani Wilayah Uji',
      village_id: village.id,
    });
    const created = await api<Page>(
      `/farmers/list?filters=${encodeURIComponent(JSON.stringify({ farmer_name: 'Petani Wilayah Uji' }))}`,
      token,
    );
    expect(created.data).toHaveLength(1);
    const farmer = created.data[0]!;
    expect(farmer.village_id).toBe(village.id);
    expect(farmer.rel_village_id).toEqual({ id: village.id, label: village.village_name });
    await api('/farmers/delete', token, {
      method: 'DELETE',
      body: JSON.stringify({ data: { id: farmer.id } }),
    });
  });

  it('clears the levels below a changed or cleared level, and the value with them', async () => {
    const west = province('Jawa Barat');
    const east = province('Jawa Timur');
    const unit = (await unitsOf(west.id))[0]!;
    const village = (await villagesOf(unit.id))[0]!;
    const eastUnits = await unitsOf(east.id);
    let value: unknown;
    const user = renderPicker({ onValue: (v) => (value = v) });
    await waitFor(() => expect(selectOf('provinces')).toBeTruthy());
    await pick(user, 'provinces', 'Jawa Barat', 'jawa bar');
    await pick(user, 'units', String(unit.unit_management_name));
    await pick(user, 'village', String(village.village_name));
    expect(value).toBe(village.id);

    await pick(user, 'provinces', 'Jawa Timur', 'jawa tim');
    expect(value).toBeNull();
    expect(shown('units')).toBeUndefined();
    expect(shown('village')).toBeUndefined();
    expect(isDisabled('village')).toBe(true);
    fireEvent.mouseDown(selectOf('units'));
    await waitFor(() =>
      expect(openOptions().sort()).toEqual(eastUnits.map((u) => String(u.unit_management_name)).sort()),
    );
    await user.click(await optionTitled(String(eastUnits[0]!.unit_management_name)));
    await waitFor(() => expect(isDisabled('village')).toBe(false));

    // Clearing the unit leaves the province chosen and the village to choose once a unit is.
    await user.click(level('units').querySelector<HTMLElement>('.ant-select-clear')!);
    await waitFor(() => expect(isDisabled('village')).toBe(true));
    expect(shown('units')).toBeUndefined();
    expect(shown('provinces')).toBe('Jawa Timur');
    expect(value).toBeNull();
  });

  it('opens a stored village with its province and unit chosen, read from the server', async () => {
    const farmer = (await api<Page>('/farmers/list?limit=1', token)).data[0]!;
    const village = (await api<{ data: Row }>(`/village/${farmer.village_id}/show`, token)).data;
    const unit = (await api<{ data: Row }>(`/units/${village.unit_id}/show`, token)).data;
    const home = (await api<{ data: Row }>(`/provinces/${unit.province_id}/show`, token)).data;

    renderApp(`/master/farmers?view=update&id=${farmer.id}`);
    await waitFor(() => expect(shown('provinces')).toBe(home.province_name), { timeout: 10_000 });
    await waitFor(() => expect(shown('units')).toBe(unit.unit_management_name));
    expect(shown('village')).toBe(village.village_name);
    expect(isDisabled('village')).toBe(false);

    // The unit drop-down offers the units of the stored village's province.
    fireEvent.mouseDown(selectOf('units'));
    const units = await unitsOf(home.id);
    await waitFor(() =>
      expect(openOptions().sort()).toEqual(units.map((u) => String(u.unit_management_name)).sort()),
    );
  });

  it('shows a stored village by its name while its province and unit are read', async () => {
    const village = (await api<Page>('/village/dataset?limit=1', token)).data[0]!;
    const unit = (await api<{ data: Row }>(`/units/${village.unit_id}/show`, token)).data;
    let value: unknown = village.id;
    renderPicker({
      initial: village.id,
      related: { id: village.id, label: village.village_name },
      onValue: (v) => (value = v),
    });
    expect(shown('village')).toBe(village.village_name);
    expect(isDisabled('village')).toBe(true);
    await waitFor(() => expect(shown('units')).toBe(unit.unit_management_name));
    expect(isDisabled('village')).toBe(false);
    expect(shown('village')).toBe(village.village_name);
    expect(value).toBe(village.id);
  });

  it('names each level in both languages', async () => {
    const { unmount } = renderPicker({ onValue: () => {} });
    await waitFor(() => expect(level('provinces').textContent).toContain('Pilih Provinsi'));
    expect(level('units').textContent).toContain('Pilih Unit Manajemen');
    expect(level('village').textContent).toContain('Pilih Desa');
    unmount();
    setLang('en');
    try {
      renderPicker({ onValue: () => {} });
      await waitFor(() => expect(level('provinces').textContent).toContain('Choose Province'));
      expect(level('units').textContent).toContain('Choose Management Unit');
      expect(level('village').textContent).toContain('Choose Village');
    } finally {
      setLang('id');
    }
  });
});
