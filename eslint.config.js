// Lint rules for the whole repository: ESLint's and typescript-eslint's recommended rules,
// React's rules of hooks in the web app, Prettier's formatting left to Prettier, and the
// import boundaries that keep the code flowing one way:
//   - functions/ and web/ share only shared/ (the contract); shared/ imports neither, nor AWS or React;
//   - in the web app, app -> features -> components/lib: a feature never imports another;
//   - in functions/, the areas use the platform, never the other way round; an area's own
//     modules use only the areas below it (areaLayers), the handlers and flows/ any area, and
//     always through its entrance (index.ts); domain code imports nothing of HTTP;
//   - the tools beside the tests (bench/, scripts/, tools/, local/) import nothing from test/;
//   - no import cycles anywhere;
//   - in functions/, only platform/dynamodb/table.ts sends DynamoDB commands and names the table.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (url) =>
  readdirSync(new URL(url, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The backend's areas, lowest first. An area's own modules (the files directly in its folder)
 * import only the areas of the layers below theirs, and the platform; the handlers/ and http/
 * of every area, flows/ (the workflows that cross areas) and api-handler.ts (the handlers'
 * wrapper) sit above them all and may use any area. Whatever the layer, another area is reached through its entrance, its index.ts.
 */
const areaLayers = [
  ['accounts', 'notifications', 'requirements', 'email-events', 'trust'],
  ['teams'],
  ['jobs'],
  ['candidates', 'job-alerts', 'companies'],
  ['applications'],
  ['messages'],
  ['interviews'],
  ['privacy'],
  ['maintenance', 'migrations'],
];
const areas = areaLayers.flat();
const backendFolders = foldersOf('./functions');
const unplaced = backendFolders.filter((name) => !['platform', 'flows', ...areas].includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place functions/${unplaced[0]} in areaLayers.`);
const layerOf = (area) => areaLayers.findIndex((layer) => layer.includes(area));

const backendZones = [
  {
    target: 'functions/platform',
    from: ['functions/flows', 'functions/api-handler.ts', ...areas.map((area) => `functions/${area}`)],
    message: 'The platform is what every area uses: it imports no area.',
  },
  ...['flows', ...areas].flatMap((area) =>
    areas
      .filter((other) => other !== area)
      .map((other) => ({
        target: `functions/${area}`,
        from: `functions/${other}`,
        except: ['./index.ts'],
        message: `Use ${other}/ through its entrance, #functions/${other}/index.js; export from there what is missing.`,
      })),
  ),
  ...areas.map((area) => ({
    target: `functions/${area}/*.ts`,
    from: [
      'functions/flows',
      'functions/api-handler.ts',
      ...areas
        .filter((other) => other !== area && layerOf(other) >= layerOf(area))
        .map((other) => `functions/${other}`),
    ],
    message: `${area}/ uses only the areas below it (areaLayers in eslint.config.js): what crosses areas upwards is a flow (functions/flows) or a handler's.`,
  })),
  ...areas.map((area) => ({
    target: `functions/${area}/*.ts`,
    from: 'functions/platform/http',
    message: 'Domain code imports nothing of HTTP: handlers/ and http/ translate between the two.',
  })),
];

/** Paths written out in the functions: links to the app come from shared/web-paths.ts, API paths from the route table. */
const writtenPaths = ['Literal[value=/^\\/[a-z]/]', 'TemplateElement[value.raw=/^\\/[a-z]/]'].map((selector) => ({
  selector,
  message: 'A link to the app comes from appLinks (#shared/web-paths.js), an API path from the route table.',
}));

/** Resolves the way TypeScript does here: `.js` specifiers name `.ts` files, `#aliases` by package.json. */
const resolver = (tsconfig) =>
  createNodeResolver({
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    conditionNames: ['import', 'node', 'default'],
    ...(tsconfig && { tsconfig: { configFile: tsconfig } }),
  });

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** No-restricted-imports patterns (gitignore-style), each with the reason a reader sees. */
const forbid = (group, message) => ({ group, message });
/** The same by regular expression: gitignore-style patterns read a leading # as a comment. */
const forbidMatching = (regex, message) => ({ regex, message });

const backendOnlyAliases = forbidMatching(
  '^#(platform|functions|local)/',
  'The web app and the functions share only shared/ (the contract).',
);
const backendOnly = forbid(
  ['**/functions/**', '**/local/**', '**/infra/**'],
  'The web app and the functions share only shared/ (the contract).',
);
const webOnly = forbid(['@/*', '**/web/**'], 'The functions and the web app share only shared/ (the contract).');

/** The one module that sends DynamoDB commands and names the table: every other reads and writes through it. */
const TABLE_MODULE = 'functions/platform/dynamodb/table.ts';
const throughTheTable = `Read and write the table through ${TABLE_MODULE} (getItem, queryTable, transact, ...).`;
const tableCommands = [
  {
    name: '@aws-sdk/lib-dynamodb',
    importNames: [
      'BatchExecuteStatementCommand',
      'BatchGetCommand',
      'BatchWriteCommand',
      'DeleteCommand',
      'DynamoDBDocument',
      'ExecuteStatementCommand',
      'ExecuteTransactionCommand',
      'GetCommand',
      'PutCommand',
      'QueryCommand',
      'ScanCommand',
      'TransactGetCommand',
      'TransactWriteCommand',
      'UpdateCommand',
      'paginateQuery',
      'paginateScan',
    ],
    message: throughTheTable,
  },
];
const lowLevelCommands = {
  group: ['@aws-sdk/client-dynamodb'],
  importNamePattern: 'Command$',
  message: throughTheTable,
};
const namingTheTable = {
  selector: "Property:matches([key.name='TableName'], [key.value='TableName'])",
  message: `Only ${TABLE_MODULE} names the table: pass the input without TableName to its functions.`,
};

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
    files: ['web/**/*.{ts,tsx}', 'web/page-start.js', 'test/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks; the React Compiler's extra rules are not for an app built without it.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver()],
      // Followed when looking for cycles: TypeScript too, parsed as ESLint parses it.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [resolver(new URL('./web/tsconfig.json', import.meta.url).pathname)] },
  },
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: tableCommands, patterns: [webOnly, lowLevelCommands] }],
      // The table is named in one module; a path written out by hand can name a page the app
      // does not have, the shared lists cannot.
      'no-restricted-syntax': ['error', namingTheTable, ...writtenPaths],
      'import-x/no-restricted-paths': ['error', { zones: backendZones }],
    },
  },
  {
    files: [TABLE_MODULE],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webOnly] }],
      'no-restricted-syntax': ['error', ...writtenPaths],
    },
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
              '^#(platform|functions|local)/',
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
    files: ['bench/**/*.ts', 'scripts/**/*.ts', 'tools/**/*.ts', 'local/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['**/test/**'],
              'Tools import nothing from test/: what tests and tools both need lives in local/ or tools/.',
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
