import type { Hono } from 'hono';
import type { ServiceName } from '../../domain/errors/catalogue.gen';
import type { ContractOperation } from '../contract/operations.gen';
import { fail } from './envelope';

/** OpenAPI `/tour/{booking_code}/dates` → Hono `/tour/:booking_code/dates`. */
export function toHonoPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Registers a 501 `not_implemented` answer for every contract operation of `service`. Call it after the
 * real routes: Hono answers with the first matching handler, so an implemented operation shadows its
 * placeholder and building an operation only means adding its handler.
 */
export function mountNotImplemented(app: Hono, service: ServiceName, operations: readonly ContractOperation[]): void {
  for (const op of operations) {
    if (op.service !== service) continue;
    app.on(op.method.toUpperCase(), toHonoPath(op.path), (c) => fail(c, 501, service, 'not_implemented', undefined, op.operationId));
  }
}
