import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments, contracts and docs cite what a reader of the repository has: the product's rules in
// docs/rules/ (by flow, each rule under a heading) and the decision records in docs/decisions/. The
// specification, the design notes and the issue tracker are not in the repository, so a citation of
// them ("SPEC §4", "DESIGN §8", "issue 11") tells a reader nothing; and a cited rule must exist.

const repoRoot = path.resolve(import.meta.dirname, '..');
const thisFile = 'scripts/rule-citations.test.ts';

/** "SPEC §4", "DESIGN §8", a bare "SPEC", "issue 11" / "Issue 10 §5" / "issues 12-15". */
const outsideCitations = [/\b(?:SPEC|DESIGN) ?§/, /\bSPEC\b/, /\bissues? #?\d/i];

const scannedFile = /\.(?:ts|tsx|mts|js|mjs|cjs|css|yaml|yml|md|html|json)$/;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => scannedFile.test(file) && file !== thisFile && !file.endsWith('package-lock.json'))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

describe('citations in comments, contracts and docs', () => {
  const files = sourceFiles();
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(repoRoot, file), 'utf8')]));

  it('cite docs/rules/ or docs/decisions/, never the specification, the design notes or an issue', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      text.split('\n').forEach((line, index) => {
        if (outsideCitations.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(found, 'Write the rule in docs/rules/ (or point to docs/decisions/) and cite that instead').toEqual([]);
  });

  it('point to rules and decision records that exist', () => {
    const anchorsOf = new Map<string, Set<string> | null>();
    const anchors = (file: string) => {
      if (!anchorsOf.has(file)) {
        const full = path.join(repoRoot, file);
        anchorsOf.set(file, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
      }
      return anchorsOf.get(file) ?? null;
    };
    const broken: string[] = [];
    for (const [file, text] of texts) {
      const cited: Array<[target: string, anchor: string | undefined]> = [];
      for (const match of text.matchAll(/docs\/rules\/([\w-]+\.md)(?:#([\w-]+))?/g)) cited.push([`docs/rules/${match[1]}`, match[2]]);
      for (const match of text.matchAll(/docs\/decisions\/(\d{3}-[\w-]+\.md)/g)) cited.push([`docs/decisions/${match[1]}`, undefined]);
      // Relative links between the pages of docs/rules/ and from the decision records.
      if (file.startsWith('docs/') && file.endsWith('.md')) {
        for (const match of text.matchAll(/\]\(((?:\.\.\/)*[\w./-]*\.md)?(?:#([\w-]+))?\)/g)) {
          if (!match[1] && !match[2]) continue;
          const target = match[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])) : file;
          cited.push([target, match[2]]);
        }
      }
      for (const [target, anchor] of cited) {
        const known = anchors(target);
        if (known === null) broken.push(`${file}: ${target} does not exist`);
        else if (anchor !== undefined && !known.has(anchor)) broken.push(`${file}: ${target}#${anchor} is no heading of ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it('follows GitHub: lower case, punctuation dropped, spaces to hyphens, repeats numbered', () => {
    const anchors = headingAnchors("# Title\n## Home's first JavaScript\n## The tickets-step rule, two readings\n```\n# not a heading\n```\n## Title\n");
    expect([...anchors]).toEqual(['title', 'homes-first-javascript', 'the-tickets-step-rule-two-readings', 'title-1']);
  });
});
