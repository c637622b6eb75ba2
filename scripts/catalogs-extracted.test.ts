import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';

// Every message the sources use is in its area's catalogs (lingui.config.ts), in both languages. A message
// written in the code but never extracted (`npm run i18n:extract`) is shown to the traveller as its hash id
// (it happened: "(tipo de cambio {rate} USD por peso)." read "GJ7X+5" on the payment step); the catalogs'
// own completeness test (src/i18n/catalog-completeness.test.ts) only sees what is in them.

describe('the Lingui catalogs', () => {
  it('hold every message the sources use, each with its English text', { timeout: 120_000 }, async () => {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const missing: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      const used = (await catalog.collect()) ?? {};
      const stored = await catalog.readAll(['es', 'en']);
      for (const [id, message] of Object.entries(used)) {
        const label = `${catalog.path.replace(`${process.cwd()}/`, '')}: ${message.message ?? id}`;
        if (!stored.es?.[id]) missing.push(`${label} (not extracted)`);
        else if (!stored.en?.[id]?.translation) missing.push(`${label} (no English)`);
      }
    }
    expect(missing).toEqual([]);
  });
});
