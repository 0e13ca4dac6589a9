// `npm run build:web`'s last step: a brotli (quality 11) and a gzip (level 9) copy beside each
// file of the built web client worth it (1 KiB or more, and smaller compressed), served by
// @fastify/static's `preCompressed` to clients that accept them: compressed once, here, rather
// than on every request. Prints each file's sizes.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt)$/;
const dir = process.argv[2] ?? path.join(__dirname, '..', 'dist', 'web');

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const totals = { raw: 0, br: 0, gzip: 0 };
for (const file of files(dir)) {
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  const gzip = zlib.gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
  if (!file.endsWith('.map')) {
    totals.raw += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gzip += Math.min(gzip.length, raw.length);
  }
}
console.log(`web client (without source maps): ${totals.raw} bytes, ${totals.br} brotli, ${totals.gzip} gzip`);
