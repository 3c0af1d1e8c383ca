// Lint rules for the whole repository: ESLint's and typescript-eslint's recommended rules,
// React's rules of hooks in the web app, Prettier's formatting left to Prettier, and the
// import boundaries that keep the code flowing one way:
//   - functions/ and web/ share only shared/ (the contract); shared/ imports neither, nor AWS or React;
//   - in the web app, app -> features -> components/lib: a feature never imports another.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** No-restricted-imports patterns (gitignore-style), each with the reason a reader sees. */
const forbid = (group, message) => ({ group, message });
/** The same by regular expression: gitignore-style patterns read a leading # as a comment. */
const forbidMatching = (regex, message) => ({ regex, message });

const backendOnlyAliases = forbidMatching(
  '^#(commons|functions|local)/',
  'The web app and the functions share only shared/ (the contract).',
);
const backendOnly = forbid(
  ['**/functions/**', '**/local/**', '**/infra/**'],
  'The web app and the functions share only shared/ (the contract).',
);
const webOnly = forbid(['@/*', '**/web/**'], 'The functions and the web app share only shared/ (the contract).');

export default tseslint.config(
  {
    ignores: ['node_modules/', 'cdk.out/', '.local/', 'web/dist/', 'coverage/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names fail the type check already (noUnusedLocals); `_name` marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/public/**/*.js', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the React Compiler's extra rules are not for an app built without it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOnly] }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webOnly,
            forbid(['**/functions/**', '**/local/**'], 'shared/ is the contract: it imports no code of either side.'),
            forbidMatching(
              '^#(commons|functions|local)/',
              'shared/ is the contract: it imports no code of either side.',
            ),
            forbid(
              ['@aws-sdk/*', '@smithy/*', 'react', 'react-*', 'react/*'],
              'shared/ imports neither AWS nor React.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [backendOnly, backendOnlyAliases] }] },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            backendOnly,
            backendOnlyAliases,
            forbid(
              [
                '@/features/*',
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
                '../../*',
                `!../../${feature}`,
                `!../../${feature}/**`,
              ],
              'A feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
            ),
            forbid(['@/app/*'], 'Features are composed by app/, never the other way round.'),
          ],
        },
      ],
    },
  })),
  prettier,
);
