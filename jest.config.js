/**
 * One jest run covers every workspace. Projects split by kind of test:
 * pure unit specs, integration specs against the real stores, HTTP/browser end-to-end specs.
 */
const swc = (tsx = false) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const contractsAlias = { '^@academy/contracts$': '<rootDir>/contracts/src/index.ts' };
const backend = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch,
  transform: { '^.+\\.ts$': swc() },
  moduleNameMapper: contractsAlias,
  ...extra,
});

module.exports = {
  projects: [
    backend('unit', ['<rootDir>/contracts/src/**/*.spec.ts', '<rootDir>/backend/src/**/*.spec.ts']),
    backend('integration', ['<rootDir>/backend/src/**/*.int-spec.ts'], {
      globalSetup: '<rootDir>/backend/src/platform/testing/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/backend/src/platform/testing/slow-tests.setup.ts'],
    }),
    backend('e2e', ['<rootDir>/backend/test/**/*.e2e-spec.ts', '<rootDir>/e2e/**/*.e2e-spec.ts'], {
      globalSetup: '<rootDir>/backend/src/platform/testing/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/backend/src/platform/testing/slow-tests.setup.ts'],
    }),
    {
      displayName: 'frontend',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/frontend/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: { ...contractsAlias, '\\.(css|svg|png|jpg|webp)$': '<rootDir>/frontend/test/file-stub.js' },
      setupFiles: ['<rootDir>/frontend/test/setup.ts'],
    },
  ],
};
