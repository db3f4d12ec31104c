import { contohKomponen, partners } from '@rimba/core';
import { describe, expect, it } from 'vitest';
import { clampPage, filtersFromForm, nextSort } from '../src/modules/list/listParams';

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
