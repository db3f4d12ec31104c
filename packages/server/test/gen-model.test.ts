import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelFromName } from '../src/resources/gen-model.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';

describe.each(testDatabases)('GET /api/gen-model/{name} on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('describes the live table with the spec type names, labels and rules', async () => {
    const res = await t.app.inject({ url: '/api/gen-model/partners', headers: await login(t.app, 'viewer') });
    expect(res.statusCode).toBe(200);
    const model = res.json().data;
    expect(model.fieldType).toMatchObject({
      id: 'bigint',
      company_name: 'character_varying',
      description: 'text',
      created_at: 'timestamp_with_time_zone',
    });
    expect(model.fieldForm.created_at).toBe('datetime');
    expect(model.fieldLabel).toMatchObject({
      file_logo: 'File Logo',
      link_blog: 'Link Blog',
      created_at: 'Created At',
    });
    expect(model.fieldValidation).toMatchObject({
      company_name: 'required|max:255',
      description: 'max:5000',
      id: '',
    });
    for (const rules of Object.values(model.fieldValidation) as string[]) {
      expect(rules.split('|')).not.toContain('nullable');
      expect(rules.split('|')).not.toContain('integer');
      expect(rules.split('|')).not.toContain('date');
      expect(rules.split('|')).not.toContain('string');
    }
    // In the live table's order: the English description was added to the table later.
    expect(model.fieldAdd).toEqual([
      'company_name',
      'description',
      'website',
      'link_blog',
      'file_logo',
      'description_en',
    ]);
    expect(model.fieldList).not.toContain('description');
    expect(model.fieldRelation).toEqual({});
  });

  it('needs read permission and a known resource', async () => {
    expect((await t.app.inject({ url: '/api/gen-model/partners' })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      url: '/api/gen-model/no-such-resource',
      headers: await login(t.app, 'admin'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('labels from field names', () => {
  it('turns underscores into spaces and capitalises words', () => {
    expect(labelFromName('qty_tree')).toBe('Qty Tree');
    expect(labelFromName('name')).toBe('Name');
  });
});
