// Runtime settings read once at start-up; handlers receive them through createApp's deps.
export interface ServerConfig {
  /** Days ahead for which departures are kept generated (SPEC: sales open 120 days ahead). */
  salesHorizonDays: number;
  /** Project id reported by the mobile-app version check when none is configured. */
  defaultProjectId: number;
  /** Directory of the built SPA; undefined in tests. */
  staticDir?: string;
}

export const defaultServerConfig: ServerConfig = {
  salesHorizonDays: 120,
  defaultProjectId: 1,
};
