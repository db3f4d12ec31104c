import { describe, expect, it } from 'vitest';
import { type FieldInput, fieldTypes } from '../src/fields.js';
import { hierarchies, levelsDownTo, regionLevels } from '../src/hierarchies.js';
import { defineResource } from '../src/resource.js';
import { resourcesByName } from '../src/resources/index.js';

const withField = (field: FieldInput) =>
  defineResource({
    name: 'region-sample',
    title: { id: 'Contoh', en: 'Sample' },
    menu: { module: 'master', path: '/region-sample' },
    fields: { place_id: field },
  });

describe('hierarchies a lookup is picked through', () => {
  it('chains each level below the top to the level above by a required lookup field', () => {
    for (const levels of Object.values(hierarchies)) {
      levels.forEach((level, i) => {
        const resource = resourcesByName.get(level.resource);
        expect(resource, level.resource).toBeDefined();
        expect(resource!.fieldsByName.get(level.label)?.type).toBe('text');
        expect(level.title.id && level.title.en).toBeTruthy();
        if (i === 0) {
          expect('parent' in level).toBe(false);
          return;
        }
        const parent = resource!.fieldsByName.get((level as { parent: string }).parent);
        expect(parent?.type).toBe('lookup');
        expect(parent?.required).toBe(true);
        expect(parent?.filterable).toBe(true);
        expect(parent?.lookup?.resource).toBe(levels[i - 1]!.resource);
      });
    }
  });

  it('answers the levels from the top down to a resource, none for a resource outside it', () => {
    expect(levelsDownTo('region', 'village')?.map((l) => l.resource)).toEqual([
      'provinces',
      'units',
      'village',
    ]);
    expect(levelsDownTo('region', 'units')?.map((l) => l.resource)).toEqual(['provinces', 'units']);
    expect(levelsDownTo('region', 'farmers')).toBeUndefined();
    expect(regionLevels[0].resource).toBe('provinces');
  });

  it('picks the village of farmers and trees through the regions, stored as a lookup', () => {
    for (const name of ['farmers', 'trees']) {
      const field = resourcesByName.get(name)!.fieldsByName.get('village_id')!;
      expect(field.type).toBe('lookup');
      expect(field.lookup).toEqual({ resource: 'village', label: 'village_name', through: 'region' });
      expect(fieldTypes[field.type].column).toBe('bigint');
    }
  });

  it('accepts a lookup of any level, and refuses what cannot be picked through a hierarchy', () => {
    const label = { id: 'Tempat', en: 'Place' };
    const units = { resource: 'units', label: 'unit_management_name', through: 'region' } as const;
    expect(withField({ type: 'lookup', label, lookup: units }).fieldsByName.get('place_id')?.lookup).toEqual(
      units,
    );
    expect(() => withField({ type: 'lookup-radio', label, lookup: units })).toThrow(
      'only a lookup of one row is picked through a hierarchy',
    );
    expect(() =>
      withField({
        type: 'lookup',
        label,
        lookup: { resource: 'farmers', label: 'farmer_name', through: 'region' },
      }),
    ).toThrow('farmers is no level of the region hierarchy');
    expect(() =>
      withField({
        type: 'lookup',
        label,
        lookup: { ...units, through: 'rivers' as 'region' },
      }),
    ).toThrow('"rivers" is no hierarchy');
  });
});
