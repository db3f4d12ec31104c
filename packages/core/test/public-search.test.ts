import { describe, expect, it } from 'vitest';
import { defineResource } from '../src/resource.js';

describe('public search', () => {
  const base = {
    name: 'x',
    title: { id: 'X', en: 'X' },
    menu: { module: 'master' as const, path: '/x' },
    fields: {
      name: { type: 'text' as const, label: { id: 'N', en: 'N' }, translate: true },
      body: { type: 'richtext' as const, label: { id: 'B', en: 'B' } },
      at: { type: 'date' as const, label: { id: 'T', en: 'T' } },
    },
  };

  it('takes text fields', () => {
    const resource = defineResource({
      ...base,
      public: { path: 'x', fields: ['id'], search: ['name', 'body'] },
    });
    expect(resource.public?.search).toEqual(['name', 'body']);
  });

  it('refuses a field that holds no text, or none at all', () => {
    expect(() => defineResource({ ...base, public: { path: 'x', fields: ['id'], search: ['at'] } })).toThrow(
      'x: the public search names "at", which is no text field',
    );
    expect(() =>
      defineResource({ ...base, public: { path: 'x', fields: ['id'], search: ['nama' as 'name'] } }),
    ).toThrow('x: the public search names "nama", which is no text field');
  });
});
