/**
 * The import rules of the codebase (decision 171), checked by `npm run lint` and so by CI.
 * Production code only: tests may reach into any file they test, and build output is not ours.
 * Type-only imports count like any other (`tsPreCompilationDeps`): a type tie is a tie.
 */
const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
/**
 * The composition root (what builds the modules and hands each its ports) and the entry points beside it
 * (server.ts, the export render worker of decision 172). Nothing under modules/ may reach them.
 */
const COMPOSITION_ROOT = `${SERVER}(app|app-deps|server|render-worker)\\.ts$|${SERVER}compose/`;
/** What another module may import: its public face (index.ts) or a service at its root, nothing else (no repo, no internals). */
const PUBLIC_FACE = `${MODULES}[^/]+/(index|[^/]+\\.service)\\.ts$`;
const WEB = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file may reach itself through its imports, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        "A module reads another only through its public face: modules/<m>/index.ts or a modules/<m>/*.service.ts at the module's root (never its repos or internals).",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, PUBLIC_FACE] },
    },
    {
      name: 'server-modules-not-composition-root',
      severity: 'error',
      comment: 'Modules declare the ports they need in their own files; only the composition root (app.ts, compose/) knows them all.',
      from: { path: MODULES },
      to: { path: COMPOSITION_ROOT },
    },
    {
      name: 'server-lower-layers',
      severity: 'error',
      comment:
        'lib/, db/, providers/, jobs/ and config.ts are below the modules: they never import modules/, plugins/ or the composition root.',
      from: { path: `${SERVER}(lib|db|providers|jobs)/|${SERVER}config\\.ts$` },
      to: { path: `${MODULES}|${SERVER}plugins/|${COMPOSITION_ROOT}` },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'packages/contracts is shared by both apps and imports neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'A web feature never imports another feature: what two features share lives in lib/ or components/.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-features-not-app',
      severity: 'error',
      comment: 'app/ composes the features (router, shell); a feature never imports it.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-no-features',
      severity: 'error',
      comment: 'lib/ and components/ are shared by every feature and import none (nor app/).',
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}(features|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '\\.test\\.tsx?$',
        '^apps/server/test/',
        '^apps/web/e2e/',
        '^apps/web/src/test/',
        '/dist/',
        '(^|/)node_modules/',
        '\\.d\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'types', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
