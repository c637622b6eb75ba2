import babel from 'vite-plugin-babel';

/**
 * The Lingui macros (`t`, `<Trans>`, `msg`) compiled by their Babel plugin, for Vite and Vitest alike.
 * vite-plugin-babel runs on Node 20 (decision 045; @rolldown/plugin-babel asks for Node 22.12). Only our own
 * TypeScript sources, parsed with the TypeScript syntax (and JSX in .tsx files); the types stay for Vite's
 * own transform to remove.
 */
export function linguiMacro() {
  // Two instances, because vite-plugin-babel loads its Babel options once, without a file name to choose by.
  const forSyntax = (include: RegExp, syntax: string[]) => {
    const plugin = babel({
      include,
      exclude: /node_modules/,
      babelConfig: { babelrc: false, configFile: false, sourceMaps: true, parserOpts: { plugins: syntax as never }, plugins: ['@lingui/babel-plugin-lingui-macro'] },
    });
    const transform = plugin.transform as (code: string, id: string) => unknown;
    // Babel parses only the files that import a macro: most sources (the server, domain, machines, tests) have
    // none. Parsing them all cost Vitest 15 of its 40 s of transforms; the build's output is the same bytes.
    return { ...plugin, transform: (code: string, id: string) => (importsMacro(code) ? transform(code, id) : undefined) };
  };
  return [forSyntax(/\.ts$/, ['typescript']), forSyntax(/\.tsx$/, ['typescript', 'jsx'])];
}

/** Whether a module imports a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`, `@lingui/macro`). */
export function importsMacro(code: string): boolean {
  return /['"]@lingui\/(?:[\w-]+\/)?macro['"]/.test(code);
}
