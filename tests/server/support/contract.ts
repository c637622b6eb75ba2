import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const openapiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../openapi');

// ajv-formats is CommonJS; depending on the loader the plugin is the default export or its .default.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const files = new Map<string, unknown>();
const validators = new Map<string, ValidateFunction>();

function load(file: string): unknown {
  if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
  return files.get(file);
}

function pointer(doc: unknown, path: string): unknown {
  let node = doc;
  for (const raw of path.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolvable pointer ${path}`);
  return node;
}

/** Inlines every $ref (same-file and cross-file), keeping track of which file each node came from. */
function deref(node: unknown, file: string, depth = 0): unknown {
  if (depth > 60) throw new Error(`$ref nesting too deep in ${file}`);
  if (Array.isArray(node)) return node.map((n) => deref(n, file, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') {
    const [rel, path = ''] = obj.$ref.split('#');
    const target = rel ? resolve(dirname(file), rel) : file;
    return deref(pointer(load(target), path), target, depth + 1);
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(v, file, depth + 1)]));
}

type Operation = { operationId?: string; responses?: Record<string, unknown> };

function findOperation(service: string, operationId: string): { op: Operation; file: string } {
  const file = resolve(openapiDir, `${service}.yaml`);
  const doc = load(file) as { paths: Record<string, Record<string, Operation>> };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (op && typeof op === 'object' && op.operationId === operationId) return { op, file };
    }
  }
  throw new Error(`${operationId} is not an operation of openapi/${service}.yaml`);
}

/** Throws (with ajv's explanation) unless `body` matches the operation's JSON response schema for `status`. */
export function expectMatchesContract(service: string, operationId: string, status: number, body: unknown): void {
  const key = `${service}:${operationId}:${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const { op, file } = findOperation(service, operationId);
    const responses = op.responses ?? {};
    const chosen = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!chosen) throw new Error(`${operationId} declares no response for HTTP ${status}`);
    const response = deref(chosen, file) as { content?: Record<string, { schema?: unknown }> };
    const schema = response.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${operationId} HTTP ${status} has no application/json schema`);
    validate = ajv.compile(schema as object);
    validators.set(key, validate);
  }
  if (!validate(body)) {
    throw new Error(`${operationId} HTTP ${status} breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`);
  }
}

/** Throws unless `value` matches a named component schema of a contract (e.g. the decoded websale Reservation). */
export function expectMatchesSchema(service: string, schemaName: string, value: unknown): void {
  const key = `${service}:#${schemaName}`;
  let validate = validators.get(key);
  if (!validate) {
    const file = resolve(openapiDir, `${service}.yaml`);
    validate = ajv.compile(deref(pointer(load(file), `/components/schemas/${schemaName}`), file) as object);
    validators.set(key, validate);
  }
  if (!validate(value)) {
    throw new Error(`${schemaName} breaks the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`);
  }
}

/** A request parameter of an operation, dereferenced (path-level and operation-level parameters merged). */
export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

/** What an operation accepts: its parameters and its JSON request body schema, every $ref inlined. */
export interface ContractRequest {
  parameters: ContractParameter[];
  body: Record<string, unknown> | null;
  bodyRequired: boolean;
  /** Security schemes the operation names (e.g. officeKey). */
  security: string[];
}

export function operationRequest(service: string, operationId: string): ContractRequest {
  const file = resolve(openapiDir, `${service}.yaml`);
  const doc = load(file) as { paths: Record<string, Record<string, unknown>> };
  for (const item of Object.values(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (method === 'parameters' || !raw || typeof raw !== 'object') continue;
      const op = raw as { operationId?: string; parameters?: unknown[]; requestBody?: unknown; security?: Array<Record<string, unknown>> };
      if (op.operationId !== operationId) continue;
      const shared = (item.parameters as unknown[] | undefined) ?? [];
      const parameters = deref([...shared, ...(op.parameters ?? [])], file) as ContractParameter[];
      const requestBody = op.requestBody ? (deref(op.requestBody, file) as { required?: boolean; content?: Record<string, { schema?: unknown }> }) : null;
      const body = (requestBody?.content?.['application/json']?.schema as Record<string, unknown> | undefined) ?? null;
      const security = (op.security ?? []).flatMap((s) => Object.keys(s));
      return { parameters, body, bodyRequired: requestBody?.required ?? false, security };
    }
  }
  throw new Error(`${operationId} is not an operation of openapi/${service}.yaml`);
}
