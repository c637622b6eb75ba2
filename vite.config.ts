import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/lingui-macro.ts';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3001';
const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// The booking flow's own code (the `booking` chunk below): its screens and flow modules, its chart, and the
// parts of the steps every step page shows. Not a step's own screen, not the catalogs, and not what other
// lazy code imports too (the flow binding and storage of every flow, the chart's context and rules the search
// form's live checks and the itinerary's tickets use): those would then load the whole chunk.
const BOOKING = /[\\/](src[\\/]features[\\/]reservation[\\/](flow|screens)[\\/]|machines[\\/]reservation[\\/]|src[\\/]components[\\/]layout[\\/]sale-layout)/;
const STEPS_SHARED = /[\\/]src[\\/]features[\\/]reservation[\\/]steps[\\/](step-indicator|summary-panel|summary-seats|summary-view|reservation-selectors|seat-passengers|schedule-facts|deadline-countdown|server-messages)\.tsx?$/;
const NOT_BOOKING = /[\\/]machines[\\/]reservation[\\/](reservation-context|seat-selection|points-rules)\.ts$|\.po(\?|$)/;
const isBookingModule = (id: string) => (BOOKING.test(id) || STEPS_SHARED.test(id)) && !NOT_BOOKING.test(id);
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null };
// The steps' modules, but the tickets' legs: the itinerary shows them too (src/routes/-shared/itinerary-routes.tsx).
const STEP_SCREEN = /[\\/]src[\\/]features[\\/]reservation[\\/]steps[\\/](?!leg-tickets\.)/;
/**
 * Also in the chunk: a module that only the chunk's modules and the step screens import (statically), the
 * chunk's modules among them (a step screen loads the chunk anyway). What a step screen alone imports (the
 * contact step's phone plans) stays with it. `known` keeps each module's answer for the build (the walk up the
 * importers otherwise starts again for every module: about 7 s of the build); an answer reached through an
 * import cycle depends on where the walk entered it and is not kept.
 */
type Claim = 'booking' | 'step' | null;
function bookingChunkOf(id: string, graph: ModuleGraph, known: Map<string, Claim>): 'booking' | null {
  const claimed = (module: string, path: ReadonlySet<string>): { claim: Claim; cycle: boolean } => {
    const kept = known.get(module);
    if (kept !== undefined) return { claim: kept, cycle: false };
    if (path.has(module)) return { claim: STEP_SCREEN.test(module) ? 'step' : null, cycle: true };
    const answer = claimedAfresh(module, path);
    if (!answer.cycle) known.set(module, answer.claim);
    return answer;
  };
  const claimedAfresh = (module: string, path: ReadonlySet<string>): { claim: Claim; cycle: boolean } => {
    if (isBookingModule(module)) return { claim: 'booking', cycle: false };
    const info = graph.getModuleInfo(module);
    if (!info || info.dynamicImporters.length > 0 || info.importers.length === 0) return { claim: STEP_SCREEN.test(module) ? 'step' : null, cycle: false };
    const next = new Set(path).add(module);
    let cycle = false;
    const owners: Claim[] = [];
    for (const importer of info.importers) {
      const owner = claimed(importer, next);
      cycle ||= owner.cycle;
      owners.push(owner.claim);
      if (owner.claim === null) break;
    }
    if (owners.includes(null)) return { claim: null, cycle };
    return { claim: owners.includes('booking') ? 'booking' : STEP_SCREEN.test(module) ? 'step' : null, cycle };
  };
  return claimed(id, new Set()).claim === 'booking' ? 'booking' : null;
}

export default defineConfig(({ command, mode }) => {
  // The offline statechart viewer (statecharts.html, docs/decisions/010): the dev server always serves
  // it; a build includes it only with VITE_STATECHARTS=true (environment or .env file).
  const statecharts = command === 'serve' || loadEnv(mode, process.cwd(), 'VITE_').VITE_STATECHARTS === 'true';
  const input: Record<string, string> = { index: page('./index.html') };
  if (statecharts) input.statecharts = page('./statecharts.html');
  // bookingChunkOf's answers, per build (cleared when a build starts: `vite build --watch` rebuilds).
  const bookingClaims = new Map<string, Claim>();
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts' }),
      react(),
      // Lingui macros (t, Trans, msg) are compiled away at build time, so no macro runtime ships.
      linguiMacro(),
      lingui(),
      { name: 'booking-chunk-claims', buildStart: () => bookingClaims.clear() },
    ],
    // The API sees the page's own host (changeOrigin off), so its CSRF check (decision 017) finds the
    // page's Origin same-origin; the string shorthand would rewrite Host to the API's address.
    server: { port: 3000, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
    build: {
      outDir: 'dist',
      sourcemap: true,
      // Which CSS each lazy chunk brings, for the pre-render to inline a page's own (scripts/prerender-styles.ts,
      // decision 039); the pre-render removes it from the build.
      manifest: true,
      rolldownOptions: {
        input,
        output: {
          // Everything the entry imports statically loads on every first page anyway: one chunk
          // compresses better than the two dozen small shared ones the automatic split made (home's
          // budget, docs/rules/performance-budgets.md#homes-first-javascript: about 5 KB gzip of per-file overhead). Lazy routes keep their own chunks.
          // The statechart runtime and the cookie banner, loaded right after the first page (the banner's
          // chart starts there): one file too, instead of five.
          codeSplitting: {
            groups: [
              // Never an entry module itself: with the statechart viewer built too (VITE_STATECHARTS),
              // each page keeps its own entry and only their shared code is merged. The site's entry
              // (src/main.tsx, which hydrates the site into #root) stays out then too: the viewer imports
              // React from this chunk and would otherwise start the site in its own page.
              { name: 'app', tags: ['$initial'], test: (id) => !/\.html(\?|$)|[\\/]devtools[\\/]viewer[\\/]/.test(id) && !(statecharts && /[\\/]src[\\/]main\.tsx$/.test(id)), priority: 2 },
              { name: 'charts', test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react)[\\/]|[\\/](cookie-consent|devtools-provider|devtools-seam)/, priority: 1 },
              // The booking flow's own code, loaded together by every flow page (decision 039): the layout, the
              // step page, the chart with its rules, ports and storage, and the parts every step shows (indicator,
              // summary). A step page opened first (a reload) fetched some 40 files of 1 to 4 KB, one chain of
              // imports after another; each step's screen and its own libraries stay a chunk of their own.
              { name: (id, graph) => bookingChunkOf(id, graph, bookingClaims), debugName: 'booking', priority: 1, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
});
