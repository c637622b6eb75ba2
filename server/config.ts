// Runtime settings read once at start-up; handlers receive them through createApp's deps.
export interface ServerConfig {
  /** Days ahead for which departures are kept generated (SPEC: sales open 120 days ahead). */
  salesHorizonDays: number;
  /** Directory of the built SPA; undefined in tests. */
  staticDir?: string;
  /** One JSON line per request on stdout (method, route pattern, status, time; never query or body). */
  logRequests: boolean;
}

export const defaultServerConfig: ServerConfig = {
  salesHorizonDays: 120,
  logRequests: false,
};
