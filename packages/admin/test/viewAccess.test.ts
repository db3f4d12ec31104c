import { describe, expect, it } from 'vitest';
import '../src/resources';
import { childCreateQuery, readChildCreate } from '../src/modules/childCreate';
import { allModules } from '../src/modules/registry';
import { viewAccess } from '../src/modules/viewQuery';

const everything = { read: true, create: true, update: true };
const moduleAt = (route: string) => allModules().find((m) => m.route === route)!;

describe('which views a module opens', () => {
  it('opens no form a module hides or its resource does not offer, even to the super user: the list shows', () => {
    const roleTask = moduleAt('/user-role/role-task');
    expect(viewAccess('create', everything, roleTask.hide)).toBe('list');
    expect(viewAccess('update', everything, roleTask.hide)).toBe('list');
    expect(viewAccess('detail', everything, roleTask.hide)).toBe('show');
    const apiToken = moduleAt('/user-role/api-token');
    expect(viewAccess('update', everything, apiToken.hide)).toBe('list');
    expect(viewAccess('create', everything, apiToken.hide)).toBe('show');
    expect(viewAccess('create', everything, moduleAt('/user-role/others-token').hide)).toBe('list');
    for (const module of allModules()) {
      for (const action of ['create', 'update'] as const) {
        if (!module.resource.actions.includes(action)) {
          expect(viewAccess(action, everything, module.hide), `${module.route} ${action}`).toBe('list');
        }
      }
    }
  });

  it('refuses a view the user may not open with the 403 page', () => {
    const partners = moduleAt('/master/partners');
    const readOnly = { read: true, create: false, update: false };
    expect(viewAccess('create', readOnly, partners.hide)).toBe('forbidden');
    expect(viewAccess('update', readOnly, partners.hide)).toBe('forbidden');
    expect(viewAccess('list', readOnly, partners.hide)).toBe('show');
    expect(viewAccess('detail', { ...readOnly, read: false }, partners.hide)).toBe('forbidden');
    expect(viewAccess('create', everything, partners.hide)).toBe('show');
  });
});

describe("a child tab's create link", () => {
  const winDetails = moduleAt('/setting/win-details');
  const read = (query: string) => readChildCreate(new URLSearchParams(query), winDetails);

  it("locks the parent's key the child declares, and returns to an admin page", () => {
    const back = '/setting/win?view=detail&id=4&tab=child-win-details';
    expect(read(childCreateQuery('win_id', 4, back))).toEqual({ locked: { win_id: 4 }, returnTo: back });
  });

  it('locks no other field, no bad id, and sends nobody out of the admin', () => {
    expect(read('parent=published:1').locked).toEqual({});
    expect(read('parent=win_id:0').locked).toEqual({});
    expect(read('parent=win_id:1e3').locked).toEqual({});
    expect(read('parent=win_id:-2').locked).toEqual({});
    for (const away of [
      '//evil.example/setting/win',
      'https://evil.example/setting/win',
      '/\\evil.example',
      '/not-a-module',
      'javascript:alert(1)',
    ]) {
      expect(read(`return=${encodeURIComponent(away)}`).returnTo, away).toBeUndefined();
    }
  });
});
