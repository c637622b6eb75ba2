import { serviceNames, type ServiceName } from '../../domain/errors/catalogue.gen';
import type { ContractOperation } from '../contract/operations.gen';

/** Media types a request may send as its body: none means the operation takes no body. */
export type BodyTypesOf = (method: string, path: string) => readonly string[] | undefined;

const templatePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * The body media types of the contract operation a request addresses (`/api/<service><operation path>`),
 * from the generated `requestBodyTypes`; undefined when the request matches no operation, which the
 * router then answers with 404.
 */
export function contractBodyTypes(
  operations: readonly ContractOperation[],
  bodyTypes: Readonly<Record<ServiceName, Readonly<Record<string, readonly string[]>>>>,
): BodyTypesOf {
  const table = operations
    .filter((op) => op.method !== 'get')
    .map((op) => ({
      key: `${op.method.toUpperCase()} ${op.service}`,
      pattern: templatePattern(op.path),
      types: bodyTypes[op.service][op.operationId] ?? [],
    }));
  return (method, path) => {
    const match = /^\/api\/([^/]+)(\/.*)$/.exec(path);
    const service = match?.[1];
    if (!service || !(serviceNames as readonly string[]).includes(service)) return undefined;
    const key = `${method.toUpperCase()} ${service}`;
    return table.find((entry) => entry.key === key && entry.pattern.test(match[2] ?? ''))?.types;
  };
}
