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
        pathNot: ['^backend/src/modules/[^/]+/domain/', '^backend/src/platform/domain/', '^contracts/src/'],
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
