import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // packages/domain runs in browsers too: no Node built-ins there.
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', '**/apps/server/**'] }] },
  },
  {
    // A route reads its input through its spec (http/route-spec.ts), the schemas the OpenAPI document is made of.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/http/route-spec.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.name='parseInput'] > MemberExpression.arguments[property.name=/^(body|query|params)$/]",
        message: 'Declare the schema in the route\'s spec (routeSpec, config.openapi) and read the input with spec.body/query/params(request), so the OpenAPI document shows what the route checks.',
      }],
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
);
