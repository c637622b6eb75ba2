// `node --import tsx scripts/compress-dist.ts [DIST]`: writes the .br and .gz of every text file of the build
// that lacks them (scripts/prerender-assets.ts). `npm start` runs it beside the starting server
// (scripts/build-if-changed.mjs): nothing to do after a whole build, the rest of a build whose start was stopped.
import { resolve } from 'node:path';
import { precompress } from './prerender-assets';

const distDir = resolve(process.argv[2] ?? 'dist');
const started = Date.now();
const count = await precompress(distDir, { missingOnly: true });
if (count > 0) console.log(`Pre-compressed ${count} files of ${distDir} (.br and .gz) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
