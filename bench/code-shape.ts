// Code shape of the product files (TypeScript under domain/, machines/, src/, server/; not tests, test support
// or generated files): how many, the median, p90 and longest file lengths, and the folder-level import cycles
// (a folder imports another when one of its own files imports one of the other's own files).
// Run: npx tsx bench/code-shape.ts [root]   (npm run bench:code-shape)
import { resolve } from 'node:path';
import { describeCycle, folderCycles, folderEdges, lengthFigures, scanFiles } from './code-shape-scan';

const root = resolve(process.argv[2] ?? '.');
const product = scanFiles(root).filter((file) => file.kind === 'product');
const figures = lengthFigures(product);

console.log(`product files: n=${figures.count}, median ${figures.median}, p90 ${figures.p90}, max ${figures.max} (${figures.maxFile})`);
const over = product.filter((file) => file.lines > 250).sort((a, b) => b.lines - a.lines);
console.log(`over 250 lines: ${over.length}${over.map((file) => `\n  ${file.lines} ${file.path}`).join('')}`);

const cycles = folderCycles(folderEdges(root, product));
console.log(`folder cycles: ${cycles.length}`);
for (const cycle of cycles) console.log(describeCycle(cycle));
