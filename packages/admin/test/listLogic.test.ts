import { contohKomponen, partners } from '@rimba/core';
import { describe, expect, it } from 'vitest';
import { departmentShortName } from '../src/account/accountApi';
import { resolveModule } from '../src/modules/config';
import { firstErrorField } from '../src/modules/form/useFormController';
import { cardColumns, uniqueRows } from '../src/modules/list/cardColumns';
import { emptyStateOf } from '../src/modules/list/emptyState';
import { filterWidgetOf, takesSeveral } from '../src/modules/list/FilterFields';
import { clampPage, filtersFromForm, formValuesFromFilters, nextSort } from '../src/modules/list/listParams';

describe('list logic', () => {
  it('clamps a page jump to 1..last page, and ignores what is not a number', () => {
    expect(clampPage('3', 95, 10)).toBe(3);
    expect(clampPage('99', 95, 10)).toBe(10);
    expect(clampPage('0', 95, 10)).toBe(1);
    expect(clampPage('-4', 95, 10)).toBe(4);
    expect(clampPage('abc', 95, 10, 6)).toBe(6);
    expect(clampPage(7, 0, 10)).toBe(1);
    expect(clampPage('12', 100, 10)).toBe(10);
    expect(clampPage('11', 101, 10)).toBe(11);
  });

  it('toggles a sort: a new column starts DESC, the same column flips', () => {
    expect(nextSort({ order: undefined, sort: 'DESC' }, 'name')).toEqual({ order: 'name', sort: 'DESC' });
    expect(nextSort({ order: 'name', sort: 'DESC' }, 'name')).toEqual({ order: 'name', sort: 'ASC' });
    expect(nextSort({ order: 'name', sort: 'ASC' }, 'name')).toEqual({ order: 'name', sort: 'DESC' });
    expect(nextSort({ order: 'name', sort: 'ASC' }, 'price')).toEqual({ order: 'price', sort: 'DESC' });
  });

  it('turns filter form values into conditions, drops blanks and keeps the fixed filters on top', () => {
    const filters = filtersFromForm(
      contohKomponen,
      {
        name: '  kebun ',
        email: '',
        status: 'active',
        species: ['mahoni'],
        planted_on: ['2026-01-01', '2026-03-31'],
        quantity: [null, 500],
        partner_id: null,
        verified: false,
        notes: undefined,
      },
      { status: 'finished' },
    );
    expect(filters).toEqual({
      name: { contains: 'kebun' },
      status: 'finished',
      species: { in: ['mahoni'] },
      planted_on: { gte: '2026-01-01', lte: '2026-03-31' },
      quantity: { lte: 500 },
      verified: false,
    });
    expect(filtersFromForm(partners, {})).toEqual({});
  });
});

describe('an empty list page', () => {
  const state = (over: Partial<Parameters<typeof emptyStateOf>[0]>) =>
    emptyStateOf({ loading: false, failed: false, search: '', total: 0, page: 1, limit: 10, ...over });

  it('is "no data yet" only when the list truly holds nothing', () => {
    expect(state({})).toEqual({ kind: 'empty' });
    expect(state({ search: 'zzz' })).toEqual({ kind: 'notFound' });
    expect(state({ failed: true, total: 30, page: 9 })).toEqual({ kind: 'failed' });
  });

  it('is a page past the last when rows exist, naming the last page', () => {
    expect(state({ total: 95, page: 12 })).toEqual({ kind: 'beyondLast', last: 10 });
    expect(state({ total: 100, page: 11 })).toEqual({ kind: 'beyondLast', last: 10 });
    expect(state({ total: 3, page: 2, limit: 20, search: 'a' })).toEqual({ kind: 'beyondLast', last: 1 });
  });
});

describe('account texts', () => {
  it('does not say "Departemen" twice after "Admin Departemen"', () => {
    expect(departmentShortName('Departemen Mangrove')).toBe('Mangrove');
    expect(departmentShortName('departemen  QHSE')).toBe('QHSE');
    expect(departmentShortName('Dinas Kehutanan')).toBe('Dinas Kehutanan');
    expect(departmentShortName('Mangrove')).toBe('Mangrove');
    expect(departmentShortName('Departemen')).toBe('Departemen');
  });
});

describe('filter forms', () => {
  const module = resolveModule(contohKomponen, {
    fields: { status: { filter: { option: { multiple: true } } } },
  });
  const widget = (name: string) => filterWidgetOf(contohKomponen.fieldsByName.get(name)!);

  it('give each filterable field a filter widget, and none to files, places, editors and sub-records', () => {
    expect(widget('name')).toBe('text');
    expect(widget('story')).toBe('text');
    expect(widget('quantity')).toBe('number-range');
    expect(widget('price')).toBe('number-range');
    expect(widget('season_year')).toBe('number-range');
    expect(widget('planted_on')).toBe('date-range');
    expect(widget('visited_at')).toBe('instant-range');
    expect(widget('start_time')).toBe('period-range');
    expect(widget('period_month')).toBe('period-range');
    expect(widget('verified')).toBe('yes-no');
    expect(widget('status')).toBe('choice');
    expect(widget('partner_id')).toBe('lookup');
    expect(widget('supporter_ids')).toBe('lookup');
    for (const name of ['photo', 'document', 'gallery', 'videos', 'location', 'plantings', 'pin', 'code']) {
      expect(widget(name), name).toBeNull();
    }
    for (const name of ['campaign_dates', 'shift_window', 'working_hours'])
      expect(widget(name), name).toBeNull();
  });

  it('take several values for list fields, and for a single choice only where the module says so', () => {
    const field = (name: string) => contohKomponen.fieldsByName.get(name)!;
    expect(takesSeveral(field('status'), module)).toBe(true);
    expect(takesSeveral(field('priority'), module)).toBe(false);
    expect(takesSeveral(field('species'), module)).toBe(true);
    expect(takesSeveral(field('supporter_ids'), module)).toBe(true);
    expect(takesSeveral(field('partner_id'), module)).toBe(false);
  });

  it('send ranges as gte and lte, yes or no as a value, and nothing for any or an empty range', () => {
    expect(
      filtersFromForm(contohKomponen, {
        quantity: [100, 2000],
        price: [null, null],
        height: [1.5, null],
        visited_at: ['2025-12-31T17:00:00.000Z', '2026-01-31T16:59:59.999Z'],
        verified: null,
        status: ['draft'],
      }),
    ).toEqual({
      quantity: { gte: 100, lte: 2000 },
      height: { gte: 1.5 },
      visited_at: { gte: '2025-12-31T17:00:00.000Z', lte: '2026-01-31T16:59:59.999Z' },
      status: { in: ['draft'] },
    });
    expect(filtersFromForm(contohKomponen, { verified: false })).toEqual({ verified: false });
    expect(
      formValuesFromFilters({ quantity: { gte: 100, lte: 2000 }, height: { gte: 1.5 }, verified: true }),
    ).toEqual({ quantity: [100, 2000], height: [1.5, null], verified: true });
  });
});

describe('card columns', () => {
  it('put each card in a column by its place, so loading more never moves a card shown', () => {
    const nine = Array.from({ length: 9 }, (_, i) => i);
    const eighteen = Array.from({ length: 18 }, (_, i) => i);
    const before = cardColumns(nine, 3);
    const after = cardColumns(eighteen, 3);
    expect(before).toEqual([
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
    ]);
    for (const [c, column] of after.entries()) expect(column.slice(0, before[c]!.length)).toEqual(before[c]);
    expect(cardColumns(nine, 1)).toEqual([nine]);
    expect(cardColumns([], 2)).toEqual([[], []]);
  });

  it('show a row once though it moved to the next page meanwhile', () => {
    const rows = uniqueRows([
      [{ id: 1 }, { id: 2 }],
      [{ id: 2 }, { id: 3 }],
    ]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('a failed submit', () => {
  it('goes to the first field with an error in the order of the form', () => {
    expect(firstErrorField(partners.fields, ['file_logo', 'website'])).toBe('website');
    expect(firstErrorField(partners.fields, ['file_logo'])).toBe('file_logo');
    expect(firstErrorField(partners.fields, ['unknown'])).toBeUndefined();
    expect(firstErrorField(partners.fields, [])).toBeUndefined();
  });
});
