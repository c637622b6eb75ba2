import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layers inside a service (docs/decisions/012-server-layers.md): SQL only in `*.queries.ts`, and
// only `*.routes.ts` know about Hono. Migrations and the seed live in server/db, outside this check.

const root = fileURLToPath(new URL('../..', import.meta.url));
const servicesDir = join(root, 'server/services');

const importsFrom = (source: string) => [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
const sqlCall = /\b(?:db|tx|sp|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|transaction|execute|query)\s*\(|\bsql\s*`/;

/** What breaks the layering in one file, as readable lines; empty when the file keeps to its layer. */
export function layerViolations(path: string, source: string): string[] {
  const problems: string[] = [];
  const imports = importsFrom(source);
  if (!path.endsWith('.queries.ts')) {
    if (imports.some((s) => s === 'drizzle-orm' || s.startsWith('drizzle-orm/'))) problems.push(`${path} imports drizzle-orm outside a *.queries.ts file`);
    if (imports.some((s) => s.includes('/db/schema/'))) problems.push(`${path} imports the database schema outside a *.queries.ts file`);
    if (sqlCall.test(source)) problems.push(`${path} runs SQL outside a *.queries.ts file`);
  }
  if (!path.endsWith('.routes.ts') && imports.some((s) => s === 'hono' || s.startsWith('hono/') || s.startsWith('@hono/'))) {
    problems.push(`${path} imports Hono outside a *.routes.ts file`);
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('layers inside a service', () => {
  it('keeps SQL in queries files and Hono in routes files, for every service', () => {
    const files = sourceFiles(servicesDir);
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) => layerViolations(relative(root, file), readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches each kind of breach (the check itself can fail)', () => {
    expect(layerViolations('x/pay.ts', "import { eq } from 'drizzle-orm';")).toHaveLength(1);
    expect(layerViolations('x/pay.ts', "import { payments } from '../../db/schema/reservations.schema';")).toHaveLength(1);
    expect(layerViolations('x/pay.ts', 'await tx.update(payments).set({});')).toHaveLength(1);
    expect(layerViolations('x/pay.ts', 'const rows = await db.execute(sql`select 1`);')).toHaveLength(1);
    expect(layerViolations('x/pay.ts', "import type { Context } from 'hono';")).toHaveLength(1);
    expect(layerViolations('x/pay.routes.ts', "import { Hono } from 'hono';")).toEqual([]);
    expect(layerViolations('x/pay.queries.ts', "import { eq } from 'drizzle-orm';\nawait db.select().from(t);")).toEqual([]);
    expect(layerViolations('x/pay.queries.ts', "import { Hono } from 'hono';")).toHaveLength(1);
  });
});
