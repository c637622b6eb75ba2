import { Hono } from 'hono';
import type { AppDeps } from '../service-deps';

/**
 * loyalty service. No operation is built yet: every contract operation answers 501 `not_implemented`
 * (mounted by app.ts after these routes). Add real handlers here; they take precedence.
 */
export function createLoyaltyRoutes(_deps: AppDeps): Hono {
  return new Hono();
}
