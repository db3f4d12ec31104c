// A Vite plugin: each built text asset also written Brotli- and gzip-compressed at the strongest levels,
// so the server sends the smallest file without compressing it again on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/** Files below a folder, recursively. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesBelow(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

export function precompress() {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'rimba-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const files = (await filesBelow(outDir)).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
