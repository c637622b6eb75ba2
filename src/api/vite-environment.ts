import { environmentFromConfig, type ApiEnvironment } from './environments';

// The only reader of `import.meta.env`: everything else receives the environment as a value,
// so tests and tools can build one from a plain object instead.
let cached: ApiEnvironment | undefined;

export function currentEnvironment(): ApiEnvironment {
  cached ??= environmentFromConfig(import.meta.env as Record<string, string | boolean | undefined>);
  return cached;
}
