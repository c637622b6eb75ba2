import { describe, expect, it } from 'vitest';
import { importsMacro } from './lingui-macro.ts';

// The macro plugin skips files without a macro import: a file it skipped by mistake would ship `t` and
// `<Trans>` uncompiled, so what counts as a macro import is pinned here.
describe('importsMacro', () => {
  it('finds the macro imports of Lingui 5, in either quotes', () => {
    expect(importsMacro("import { t } from '@lingui/core/macro';")).toBe(true);
    expect(importsMacro('import { Trans, useLingui } from "@lingui/react/macro";')).toBe(true);
    expect(importsMacro("import { msg } from '@lingui/macro';")).toBe(true);
  });

  it('passes over files that only use the runtime or mention the word', () => {
    expect(importsMacro("import { i18n } from '@lingui/core';")).toBe(false);
    expect(importsMacro("import { I18nProvider } from '@lingui/react';")).toBe(false);
    expect(importsMacro('// the macro compiles t`…` at build time')).toBe(false);
  });
});
