// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by file (package or source
// file), and the inclusive time of the functions under which the most time was spent, as shares of the
// samples that ran JavaScript or native code (idle and the GC are listed apart).
//
// Run: node bench/cpuprofile-summary.mjs <file.cpuprofile> [top=30] [filter]
// `filter` keeps only samples whose stack holds a frame whose function or file contains it (e.g. a route's
// file), so a profile of several reads can be split.
import { readFileSync } from 'node:fs';

const [file, topArg, filter] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [top] [filter]');
  process.exit(2);
}
const TOP = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const where = (url) => {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return url;
  const src = url.match(/\/(server|domain|src|bench|tests)\/.*/);
  return src ? src[0].slice(1) : url;
};
const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

// Time per sample: the deltas between samples (µs).
const weight = new Map();
const samples = profile.samples;
const deltas = profile.timeDeltas;
const stackOf = (id) => {
  const stack = [];
  for (let at = id; at !== undefined; at = parent.get(at)) stack.push(nodes.get(at));
  return stack;
};
const self = new Map();
const selfFile = new Map();
const inclusive = new Map();
let total = 0;
let idle = 0;
let gc = 0;
let program = 0;
for (let i = 0; i < samples.length; i++) {
  const dt = deltas[i + 1] ?? 0;
  const node = nodes.get(samples[i]);
  const name = node.callFrame.functionName;
  if (name === '(idle)') {
    idle += dt;
    continue;
  }
  const stack = stackOf(samples[i]);
  if (filter && !stack.some((n) => n.callFrame.functionName.includes(filter) || n.callFrame.url.includes(filter))) continue;
  total += dt;
  if (name === '(garbage collector)') gc += dt;
  if (name === '(program)') program += dt;
  const key = label(node);
  self.set(key, (self.get(key) ?? 0) + dt);
  const f = where(node.callFrame.url);
  selfFile.set(f, (selfFile.get(f) ?? 0) + dt);
  const seen = new Set();
  for (const n of stack) {
    const k = label(n);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
  }
  weight.set(samples[i], (weight.get(samples[i]) ?? 0) + dt);
}
const pct = (x) => `${((100 * x) / total).toFixed(1).padStart(5)}%`;
const ms = (x) => `${(x / 1000).toFixed(0).padStart(7)} ms`;
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${pct(v)} ${ms(v)}  ${k}`);
};
console.log(`${file}${filter ? ` (stacks containing "${filter}")` : ''}`);
console.log(`busy ${ms(total)} (garbage collector ${pct(gc)}, (program) ${pct(program)}); idle ${ms(idle)}`);
show('Self time by file or package', selfFile, TOP);
show('Self time by function', self, TOP);
show('Inclusive time by function', inclusive, TOP);
