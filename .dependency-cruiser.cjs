/**
 * The architecture rules of ../shared/CONVENTIONS.md, checked on every `npm test`.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds deciders: no framework, store, network or other layer; only contracts and platform/domain.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: {
        // The decider test helper is itself pure (it only folds and decides).
        pathNot: ['^backend/src/modules/[^/]+/domain/', '^backend/src/platform/domain/', '^contracts/src/', '^backend/src/platform/testing/decider-spec\\.ts$'],
      },
    },
    {
      name: 'platform-domain-is-pure',
      severity: 'error',
      from: { path: '^backend/src/platform/domain/' },
      to: { pathNot: ['^backend/src/platform/domain/', '^contracts/src/'] },
    },
    {
      name: 'modules-meet-through-index',
      comment: "A module uses another only through its index.ts (integration events, query facade).",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'use-cases-do-not-import-each-other',
      comment:
        'One use case changes in one folder. What several share (a registrar, an error mapping) sits beside the folders in commands/; a follow-up goes through an event and a reaction, not an import.',
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/commands/([^/]+)/' },
      to: { path: '^backend/src/modules/$1/commands/[^/]+/', pathNot: '^backend/src/modules/$1/commands/$2/' },
    },
    {
      name: 'nothing-imports-a-controller',
      comment: 'Controllers only parse, send and map; only their Nest module wires them. Shared work belongs in a handler.',
      severity: 'error',
      from: { pathNot: '^backend/src/modules/[^/]+/[^/]+\\.module\\.ts$' },
      to: { path: '\\.http\\.ts$' },
    },
    {
      name: 'read-models-do-not-read-the-event-store',
      comment:
        'Queries answer from read models, which projections build. Two exceptions: the audit query that shows an account its own history exactly as recorded, and a wallet balance, shown from the very state the next payment decides on.',
      severity: 'error',
      from: {
        path: '^backend/src/modules/[^/]+/read-models/',
        pathNot: [
          '^backend/src/modules/identity/read-models/account-history/account-history\\.query\\.ts$',
          '^backend/src/modules/wallet/read-models/wallet-balance/wallet-balance\\.query\\.ts$',
          '\\.(int-)?spec\\.ts$',
        ],
      },
      to: { path: '^backend/src/platform/event-store/' },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'features-do-not-import-features',
      comment: 'Pages compose features; a feature never imports another (bulletproof-react).',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'frontend-shared-code-knows-no-feature',
      comment: 'components/, lib/ and platform/ serve every feature, so they import none (nor pages or the app).',
      severity: 'error',
      from: { path: '^frontend/src/(components|lib|platform)/' },
      to: { path: '^frontend/src/(features|routes|layouts|app)/' },
    },
    {
      name: 'features-do-not-import-pages',
      comment: 'Pages and the app compose features, never the other way round.',
      severity: 'error',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/(routes|layouts|app)/' },
    },
    {
      name: 'contract-slices-use-only-shared',
      comment:
        "A module's contracts (and the platform's) build on contracts/src/shared/ alone, never on another slice: the catalogue and the error map are composed above them.",
      severity: 'error',
      from: { path: '^contracts/src/([^/]+)/' },
      to: { path: '^contracts/src/', pathNot: ['^contracts/src/$1/', '^contracts/src/shared/'] },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(backend|frontend)/' },
    },
    {
      name: 'frontend-and-backend-share-only-contracts',
      severity: 'error',
      from: { path: '^(frontend)/' },
      to: { path: '^backend/' },
    },
    {
      name: 'backend-does-not-import-frontend',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
