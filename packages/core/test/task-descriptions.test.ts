import { describe, expect, it } from 'vitest';
import { defineResource, resourceTasks } from '../src/resource.js';
import { resources, resourcesByName, taskGroups } from '../src/resources/index.js';
import { describeTask, taskGroup } from '../src/task-descriptions.js';

describe('task descriptions', () => {
  const described = taskGroups.flatMap((g) => g.tasks);

  it('describe every task of every resource once, in both languages', () => {
    const all = new Set(resources.flatMap(resourceTasks));
    expect(all.size).toBeGreaterThanOrEqual(218);
    expect(new Set(described.map((t) => t.name))).toEqual(all);
    expect(described).toHaveLength(all.size);
    for (const task of described) {
      expect(task.description.id.trim(), task.name).not.toBe('');
      expect(task.description.en.trim(), task.name).not.toBe('');
      expect(task.description.id, task.name).not.toBe(task.name);
    }
    // No two tasks read alike: a role editor could not tell them apart.
    expect(new Set(described.map((t) => t.description.id)).size).toBe(described.length);
    expect(new Set(described.map((t) => t.description.en)).size).toBe(described.length);
  });

  it('say an action and the module, and give named tasks their own text', () => {
    const partners = resourcesByName.get('partners')!;
    expect(describeTask(partners, 'partners.read')).toEqual({
      name: 'partners.read',
      description: { id: 'Lihat Mitra', en: 'View partners' },
      readOnly: true,
    });
    expect(describeTask(partners, 'partners.delete').description).toEqual({
      id: 'Hapus Mitra',
      en: 'Delete partners',
    });
    expect(describeTask(resourcesByName.get('faq')!, 'faq.create').description.en).toBe('Add FAQ');
    const users = resourcesByName.get('users')!;
    expect(describeTask(users, 'users.approve')).toEqual({
      name: 'users.approve',
      description: {
        id: 'Setujui dan aktifkan pendaftaran pengguna',
        en: 'Approve and activate user registrations',
      },
      readOnly: false,
    });
  });

  it("group a module's tasks under its title, reading tasks marked read only", () => {
    const group = taskGroups.find((g) => g.resource === 'contoh-komponen')!;
    expect(group.title).toEqual({ id: 'Contoh Komponen', en: 'Component Examples' });
    expect(group.tasks.filter((t) => t.readOnly).map((t) => t.name)).toEqual([
      'contoh-komponen.read',
      'contoh-komponen.price-read',
    ]);
  });

  it("describe a new resource's four tasks by themselves, and refuse a named task left undescribed", () => {
    const seeds = defineResource({
      name: 'seed-lots',
      title: { id: 'Lot Benih', en: 'Seed Lots' },
      menu: { module: 'master', path: '/seed-lots' },
      fields: { code: { type: 'text', label: { id: 'Kode', en: 'Code' } } },
    });
    expect(taskGroup(seeds).tasks.map((t) => t.description.en)).toEqual([
      'Add seed lots',
      'View seed lots',
      'Edit seed lots',
      'Delete seed lots',
    ]);
    const sealed = defineResource({
      name: 'sealed-lots',
      title: { id: 'Lot Tersegel', en: 'Sealed Lots' },
      menu: { module: 'master', path: '/sealed-lots' },
      tasks: { seal: 'sealed-lots.seal' },
      fields: {},
    });
    expect(() => taskGroup(sealed)).toThrow('sealed-lots: the task "sealed-lots.seal" has no description');
  });
});
