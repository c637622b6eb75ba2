import { removeTemplates } from './template-databases';

// Vitest's global setup: one id per run of the suite, read by the workers (they inherit the environment),
// so that they share the run's template databases (template-databases.ts); at the end, the templates go.
// Each project of the config runs it: the first makes the id, and removes the run's templates at the end.
export default function templateRun(): (() => Promise<void>) | undefined {
  if (process.env.AUTOBUSES_TEST_RUN) return undefined;
  const run = `r${process.pid}${Math.random().toString(36).slice(2, 6)}`;
  process.env.AUTOBUSES_TEST_RUN = run;
  return () => removeTemplates(run, process.env.TEST_DATABASE_URL);
}
