import babel from 'vite-plugin-babel';

/**
 * The Lingui macros (`t`, `<Trans>`, `msg`) compiled by their Babel plugin, for Vite and Vitest alike.
 * vite-plugin-babel runs on Node 20 (decision 045; @rolldown/plugin-babel asks for Node 22.12). Only our own
 * TypeScript sources, parsed with the TypeScript syntax (and JSX in .tsx files); the types stay for Vite's
 * own transform to remove.
 */
export function linguiMacro() {
  // Two instances, because vite-plugin-babel loads its Babel options once, without a file name to choose by.
  const forSyntax = (include: RegExp, syntax: string[]) =>
    babel({
      include,
      exclude: /node_modules/,
      babelConfig: { babelrc: false, configFile: false, sourceMaps: true, parserOpts: { plugins: syntax as never }, plugins: ['@lingui/babel-plugin-lingui-macro'] },
    });
  return [forSyntax(/\.ts$/, ['typescript']), forSyntax(/\.tsx$/, ['typescript', 'jsx'])];
}
