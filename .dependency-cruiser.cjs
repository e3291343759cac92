/**
 * The layer fences of DESIGN.md: dependencies point inward only. Paths match `src/<layer>/`
 * anywhere in the path so the planted-violation fixture under test/ is judged by the same rules.
 */
const layer = (name) => `(^|/)src/${name}/`;
// Libraries are matched on their resolved path under node_modules.
const PRESENTATION_LIBRARIES = 'node_modules/(react|react-dom|react-router|react-router-dom|mobx|mobx-react-lite|notistack|@mui/[^/]+|@emotion/[^/]+|dayjs)/';
const DOMAIN_LIBRARIES = 'node_modules/(class-validator|class-transformer|libphonenumber-js)/';
// The fakes (DESIGN.md "Runtime modes"): the embedded back end, the in-memory adapters and the memory profile that
// wires them. A production build holds none of them; the demo entry starts the back end through its two doors.
const FAKE_API = `${layer('infrastructure')}fake-api/`;
const MEMORY_ADAPTERS = `${layer('infrastructure')}memory/`;
const MEMORY_PROFILE = `${layer('composition')}createMemoryContainer\\.ts$`;
const DEMO_ENTRY = '(^|/)src/main\\.tsx$';
// Features (DESIGN.md "Features"): one folder per feature in presentation/ and in application/usecases/. Another
// feature sees only a feature's index.ts; the presentation's shared folders are open to all, and its app folder
// (the routes, which compose the features' pages) is the one place besides the composition root that reaches inside.
const FEATURE = '(^|/)src/(presentation|application/usecases)/([^/]+)/';
const SHARED_PRESENTATION = `${layer('presentation')}(kit|widgets|i18n|theme)/`;
const DEMO_BACK_END_DOORS = [`${FAKE_API}browser\\.ts$`, `${FAKE_API}identity/FakeIdentityProviderPage\\.tsx$`];

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'no module waits for itself when it runs: a cycle made only of type imports vanishes in the build',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'features-meet-through-their-index',
      comment: "a feature uses another feature only through that feature's index.ts, its public face",
      severity: 'error',
      from: { path: FEATURE, pathNot: `${layer('presentation')}app/` },
      to: { path: '(^|/)src/$2/[^/]+/', pathNot: ['(^|/)src/$2/$3/', '(^|/)src/$2/[^/]+/index\\.ts$', SHARED_PRESENTATION] },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain imports only domain and small pure libraries',
      severity: 'error',
      from: { path: layer('domain') },
      to: { pathNot: [layer('domain'), DOMAIN_LIBRARIES] },
    },
    {
      name: 'application-depends-inward',
      comment: 'application imports only domain and application',
      severity: 'error',
      from: { path: layer('application') },
      to: { pathNot: [layer('domain'), layer('application')] },
    },
    {
      name: 'no-fetch-or-ui-below-presentation',
      comment: 'domain and application never touch react, mobx, MUI or an HTTP library',
      severity: 'error',
      from: { path: [layer('domain'), layer('application')] },
      to: { path: 'node_modules/(react|react-dom|mobx|mobx-react-lite|@mui/[^/]+|fetch-retry|msw)/' },
    },
    {
      name: 'infrastructure-not-outward',
      comment: 'adapters never reach into presentation or the composition root',
      severity: 'error',
      from: { path: layer('infrastructure') },
      to: { path: [layer('presentation'), layer('composition')] },
    },
    {
      name: 'presentation-allowed-imports',
      comment: 'presentation imports domain, application, its own files and the UI libraries',
      severity: 'error',
      from: { path: layer('presentation') },
      to: { pathNot: [layer('domain'), layer('application'), layer('presentation'), PRESENTATION_LIBRARIES] },
    },
    {
      name: 'fakes-out-of-production',
      comment: 'only the fakes themselves, the demo entry and the memory profile reach the fake back end or the in-memory adapters',
      severity: 'error',
      from: { path: '(^|/)src/', pathNot: [FAKE_API, MEMORY_ADAPTERS, MEMORY_PROFILE, DEMO_ENTRY] },
      to: { path: [FAKE_API, MEMORY_ADAPTERS, MEMORY_PROFILE] },
    },
    {
      name: 'demo-entry-only-starts-the-demo-back-end',
      comment: 'main.tsx loads the fake back end (browser.ts) and its identity provider page, in demo builds only, and no other fake',
      severity: 'error',
      from: { path: DEMO_ENTRY },
      to: { path: [FAKE_API, MEMORY_ADAPTERS, MEMORY_PROFILE], pathNot: DEMO_BACK_END_DOORS },
    },
    {
      name: 'memory-profile-only-in-memory',
      comment: 'the memory profile wires in-memory adapters, never the fake back end',
      severity: 'error',
      from: { path: MEMORY_PROFILE },
      to: { path: FAKE_API },
    },
    {
      name: 'container-only-in-composition',
      comment: 'only the composition root knows the container API',
      severity: 'error',
      from: { pathNot: layer('composition') },
      to: { path: 'node_modules/(inversify|@inversifyjs/[^/]+)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types'] },
  },
};
