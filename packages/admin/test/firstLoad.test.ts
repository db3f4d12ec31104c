import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** `import … from '…'`, `export … from '…'` and `import '…'`; never `import('…')`, which loads later. */
const staticImport = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  const found = candidates.find((file) => existsSync(file) && !file.endsWith(path.sep) && path.extname(file));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** The admin's own files and the packages the entry loads before anything is imported on demand. */
function firstLoad(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files: new Set([...files].map((f) => path.relative(src, f))), packages };
}

describe("the admin's first load", () => {
  it('leaves the layout, the modules, the module engine, the editors and the map until after login', () => {
    const { files, packages } = firstLoad(path.join(src, 'main.tsx'));
    expect(files).toContain('auth/LoginPage.tsx');
    for (const later of [
      'SignedInRoutes.tsx',
      'layout/AdminLayout.tsx',
      'resources/index.ts',
      'modules/registry.ts',
      'modules/ModuleView.tsx',
      'fields/RichTextEditor.tsx',
      'fields/MapCanvas.tsx',
    ]) {
      expect(files, later).not.toContain(later);
    }
    for (const heavy of ['maplibre-gl', '@tiptap/react', 'exceljs'])
      expect(packages, heavy).not.toContain(heavy);
  });
});
