import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

// Everything a service needs from the outside world; tests pass an in-memory database and a fixed clock.
export interface AppDeps {
  db: Database;
  clock: Clock;
  config: ServerConfig;
}
