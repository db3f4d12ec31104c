import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupiah } from '../src/format.js';
import { pickLang } from '../src/i18n.js';
import { allowAll, isAllowed, superRoleId } from '../src/permissions.js';
import { defineResource, resourceTasks } from '../src/resource.js';
import { resources } from '../src/resources/index.js';
import { staffTransitions, transitionsFrom } from '../src/workflow.js';

describe('permissions (admin spec §6)', () => {
  const viewer = { roleId: 2, tasks: ['partners.read'] };
  it('allows template-allow-all to everyone, even without a profile', () => {
    expect(isAllowed(null, allowAll)).toBe(true);
  });
  it('allows the super user everything', () => {
    expect(isAllowed({ roleId: superRoleId, tasks: [] }, 'partners.delete')).toBe(true);
  });
  it('allows others only the tasks they hold, and nothing without a profile', () => {
    expect(isAllowed(viewer, 'partners.read')).toBe(true);
    expect(isAllowed(viewer, 'partners.create')).toBe(false);
    expect(isAllowed({ roleId: 2, tasks: new Set(['faq.read']) }, 'faq.read')).toBe(true);
    expect(isAllowed(null, 'partners.read')).toBe(false);
  });
});

describe('languages', () => {
  it('defaults to Indonesian and honours Accept-Language', () => {
    expect(pickLang(undefined)).toBe('id');
    expect(pickLang('en-US,en;q=0.9')).toBe('en');
    expect(pickLang('fr-FR, en;q=0.5, id;q=0.8')).toBe('id');
    expect(pickLang('de')).toBe('id');
  });
});

describe('formats', () => {
  it('writes rupiah with Rp. and period thousands', () => {
    expect(formatRupiah(1250000)).toBe('Rp. 1.250.000');
    expect(formatRupiah('950')).toBe('Rp. 950');
    expect(formatRupiah(null)).toBe('-');
  });
});

describe('resource definitions', () => {
  /** The name, title and menu place of the resource the definition checks below declare. */
  const resourceX = {
    name: 'x',
    title: { id: 'X', en: 'X' },
    menu: { module: 'master' as const, path: '/x' },
  };

  it('complete permissions, defaults and implied rules', () => {
    const partners = resources.find((r) => r.name === 'partners')!;
    expect(partners.permissions).toEqual({
      create: 'partners.create',
      read: 'partners.read',
      update: 'partners.update',
      delete: 'partners.delete',
    });
    expect(partners.fieldsByName.get('website')?.rules).toBe('url|max:255');
    expect(partners.fieldsByName.get('description')?.list).toBe(false);
    expect(partners.fieldsByName.get('company_name')?.maxLength).toBe(255);
  });

  it('refuses a searchable field of a type that cannot be searched', () => {
    expect(() =>
      defineResource({
        name: 'x',
        title: { id: 'X', en: 'X' },
        menu: { module: 'master', path: '/x' },
        fields: { amount: { type: 'money', label: { id: 'A', en: 'A' }, searchable: true } },
      }),
    ).toThrow('x.amount: a money field cannot be searchable');
  });

  it('searches a text by its content or its whole value, and a lookup by its label', () => {
    const label = { id: 'L', en: 'L' };
    const x = defineResource({
      name: 'x',
      title: label,
      menu: { module: 'master', path: '/x' },
      fields: {
        name: { type: 'text', label, searchable: true },
        code: { type: 'text', label, searchable: 'exact' },
        owner: { type: 'lookup', label, lookup: { resource: 'users', label: 'fullname' }, searchable: true },
        note: { type: 'text', label },
      },
    });
    expect(x.fields.map((f) => [f.name, f.searchable, f.search])).toEqual([
      ['name', true, 'contains'],
      ['code', true, 'exact'],
      ['owner', true, 'label'],
      ['note', false, undefined],
    ]);
    expect(() =>
      defineResource({
        name: 'y',
        title: label,
        menu: { module: 'master', path: '/y' },
        fields: {
          tags: {
            type: 'lookup-checkbox',
            label,
            lookup: { resource: 'users', label: 'fullname' },
            searchable: true,
          },
        },
      }),
    ).toThrow('y.tags: a lookup of several rows cannot be searched by its label');
  });

  it('adds the optional English version of a translated field right after it', () => {
    const story = defineResource({
      name: 'x',
      title: { id: 'X', en: 'X' },
      menu: { module: 'master', path: '/x' },
      fields: {
        title: {
          type: 'text',
          label: { id: 'Judul', en: 'Title' },
          rules: 'required|max:120',
          searchable: true,
          translate: true,
        },
        views: { type: 'number', label: { id: 'Dilihat', en: 'Views' } },
      },
    });
    expect(story.fields.map((f) => f.name)).toEqual(['title', 'title_en', 'views']);
    expect(story.fieldsByName.get('title_en')).toMatchObject({
      type: 'text',
      label: { id: 'Judul (Inggris)', en: 'Title (English)' },
      rules: 'max:120',
      required: false,
      maxLength: 120,
      list: false,
      searchable: false,
      translationOf: 'title',
    });
    expect(() =>
      defineResource({
        name: 'x',
        title: { id: 'X', en: 'X' },
        menu: { module: 'master', path: '/x' },
        fields: { views: { type: 'number', label: { id: 'D', en: 'V' }, translate: true } },
      }),
    ).toThrow('x.views: only text, textarea and richtext fields can be translated');
  });

  it('counts a narrowed list up to 1,000 by default, keeps a declared bound or exact count, and refuses a bad bound', () => {
    const base = {
      ...resourceX,
      fields: { name: { type: 'text' as const, label: { id: 'N', en: 'N' } } },
    };
    expect(defineResource(base).count).toEqual({ exactUpTo: 1000 });
    expect(defineResource({ ...base, count: 'exact' }).count).toBe('exact');
    expect(defineResource({ ...base, count: { exactUpTo: 10_000 } }).count).toEqual({ exactUpTo: 10_000 });
    for (const exactUpTo of [0, -5, 2.5, Number.NaN]) {
      expect(() => defineResource({ ...base, count: { exactUpTo } })).toThrow(
        'x: count.exactUpTo is a positive whole number',
      );
    }
  });

  it('refuses a public view or public write that names what the resource does not have', () => {
    const base = {
      ...resourceX,
      fields: {
        name: { type: 'text' as const, label: { id: 'N', en: 'N' } },
        secret: { type: 'password' as const, label: { id: 'S', en: 'S' } },
        at: { type: 'date' as const, label: { id: 'T', en: 'T' } },
      },
    };
    expect(() => defineResource({ ...base, public: { path: 'x/{nama}', fields: ['id', 'name'] } })).toThrow(
      'x: the public path "x/{nama}" names an unknown field "nama"',
    );
    expect(() => defineResource({ ...base, public: { path: 'x', fields: ['secret'] } })).toThrow(
      'x.secret: a secret cannot be public',
    );
    expect(() =>
      defineResource({
        ...base,
        public: { path: 'x', fields: ['id', 'name'], page: { path: '/x/{at}', title: 'name' } },
      }),
    ).toThrow('x: the page "/x/{at}" uses "at", which the public view does not answer');
    expect(() =>
      defineResource({ ...base, public: { path: 'x', fields: ['name'], published: { from: 'at' } } }),
    ).toThrow('x.at: a publish moment is a datetime field');
    expect(() =>
      defineResource({ ...base, publicWrite: { path: 'x', fields: ['name'], moderation: true } }),
    ).toThrow('x: a moderated public write needs a workflow');
    expect(() =>
      defineResource({ ...base, publicWrite: { path: 'x', fields: ['name'], relation: 'name' } }),
    ).toThrow("x: a public write's relation is one of its lookup fields");
  });

  it('takes a scope of several conditions, refuses a field no condition may name, and lists its exception task', () => {
    const base = {
      ...resourceX,
      fields: {
        unit_id: { type: 'number' as const, label: { id: 'U', en: 'U' } },
        project_id: { type: 'number' as const, label: { id: 'P', en: 'P' } },
      },
    };
    const scoped = defineResource({
      ...base,
      scope: {
        where: [{ unit_id: '$caller.unit_id' }, { project_id: '$caller.project_id' }],
        except: 'x.all-areas',
      },
    });
    expect(scoped.scope?.where).toHaveLength(2);
    expect(resourceTasks(scoped)).toContain('x.all-areas');
    expect(() =>
      defineResource({
        ...base,
        // @ts-expect-error: a field the resource lacks is refused by the type checker too
        scope: { where: [{ unit_id: '$caller.unit_id' }, { village_id: '$caller.unit_id' }] },
      }),
    ).toThrow('x: the scope names an unknown field "village_id"');
    expect(() => defineResource({ ...base, scope: { where: [] } })).toThrow(
      'x: a scope needs one condition at least',
    );
    expect(() => defineResource({ ...base, scope: { where: { unit_id: 1 }, except: '' } })).toThrow(
      "x: the scope's exception is a task's name",
    );
  });
});

describe('declared media libraries and summaries', () => {
  const base = {
    name: 'x',
    title: { id: 'X', en: 'X' },
    menu: { module: 'master' as const, path: '/x' },
    fields: {
      name: { type: 'text' as const, label: { id: 'N', en: 'N' } },
      photo: { type: 'image' as const, label: { id: 'F', en: 'P' } },
      gallery: { type: 'images' as const, label: { id: 'G', en: 'G' } },
      tags: {
        type: 'checkbox' as const,
        label: { id: 'T', en: 'T' },
        options: [{ value: 'a', label: { id: 'A', en: 'A' } }],
      },
      amount: { type: 'number' as const, label: { id: 'J', en: 'A' } },
      at: { type: 'datetime' as const, label: { id: 'W', en: 'T' } },
    },
  };

  it('keeps a library in one image or file field, named by a field', () => {
    expect(defineResource({ ...base, mediaLibrary: { file: 'photo', label: 'name' } }).mediaLibrary).toEqual({
      file: 'photo',
      label: 'name',
    });
    expect(() => defineResource({ ...base, mediaLibrary: { file: 'gallery', label: 'name' } })).toThrow(
      'x: a media library keeps its files in one image or file field',
    );
  });

  it('groups by plain fields, adds up a number, and narrows by a date field', () => {
    const summary = {
      name: 'per-name',
      title: { id: 'S', en: 'S' },
      groupBy: ['name'],
      sum: 'amount',
    } as const;
    expect(defineResource({ ...base, summaries: [summary] }).summaries).toEqual([summary]);
    expect(() => defineResource({ ...base, summaries: [{ ...summary, groupBy: ['tags'] }] })).toThrow(
      'x summary per-name: "tags" is no field of one plain value to group by',
    );
    expect(() => defineResource({ ...base, summaries: [{ ...summary, sum: 'name' }] })).toThrow(
      'x summary per-name: "name" is no number to add up',
    );
    expect(() => defineResource({ ...base, summaries: [{ ...summary, period: 'at' }] })).toThrow(
      'x summary per-name: its period "at" is no date field',
    );
    expect(() => defineResource({ ...base, summaries: [summary, summary] })).toThrow(
      'x summary per-name: a summary needs a name of its own in lower-case letters, digits and dashes',
    );
  });
});

describe('dates', () => {
  it('writes long Indonesian and English dates in Jakarta time', () => {
    expect(formatDate('2026-11-21T20:00:00Z', 'id')).toBe('22 November 2026');
    expect(formatDate('2026-08-17T03:00:00Z', 'en')).toBe('17 August 2026');
    expect(formatDateTime('2026-11-22T03:15:00Z', 'id')).toMatch(/^22 November 2026.*10[.:]15$/);
    expect(formatDate('not a date', 'id')).toBe('-');
  });
});

describe('system transitions', () => {
  const declared = (transitions: Record<string, object>) =>
    defineResource({
      name: 'x',
      title: { id: 'X', en: 'X' },
      menu: { module: 'master', path: '/x' },
      fields: {
        status: {
          type: 'select',
          label: { id: 'Status', en: 'Status' },
          form: false,
          options: [
            { value: 'open', label: { id: 'Buka', en: 'Open' } },
            { value: 'done', label: { id: 'Selesai', en: 'Done' } },
          ],
        },
      },
      workflow: { field: 'status', transitions: transitions as never },
    });
  const done = { id: 'Selesai', en: 'Done' };

  it('keeps transitions the server makes out of the staff ones and out of the permission list', () => {
    const resource = declared({
      close: { label: done, from: ['open'], to: 'done', system: true, done },
      reopen: { label: done, from: ['done'], to: 'open', task: 'x.reopen', done },
    });
    expect(staffTransitions(resource.workflow!).map((t) => t.name)).toEqual(['reopen']);
    expect(transitionsFrom(resource.workflow!, 'open')).toEqual([]);
    expect(resourceTasks(resource)).toContain('x.reopen');
  });

  it('refuses a system transition that asks for a task, a reason or a confirmation', () => {
    expect(() =>
      declared({ close: { label: done, from: ['open'], to: 'done', system: true, task: 'x.close', done } }),
    ).toThrow('x.close: a system transition has no task, required reason or confirmation');
    expect(() =>
      declared({
        close: { label: done, from: ['open'], to: 'done', system: true, reason: 'required', done },
      }),
    ).toThrow('a system transition has no task');
  });
});
