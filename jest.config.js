// Backend tests. ESM-only dependencies (NestJS 12, MikroORM 7) need Node's VM modules:
// scripts/test.mjs runs jest as `node --experimental-vm-modules node_modules/jest/bin/jest.js`.
// This file is the unit tier (specs beside the code); jest.integration.config.js extends it.
export const swcTransform = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export const esmTypeScript = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swcTransform },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Its ESM build imports JSON without an import attribute, which jest warns about on every file.
    '^libphonenumber-js$': '<rootDir>/node_modules/libphonenumber-js/index.cjs',
  },
  testEnvironment: 'node',
};

export default {
  ...esmTypeScript,
  displayName: 'unit',
  roots: ['<rootDir>/src', '<rootDir>/sandbox', '<rootDir>/deploy'],
  testMatch: ['**/*.spec.ts'],
};
