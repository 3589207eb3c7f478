import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Server layers (docs/architecture.md, "Layers"): route → service → repository → domain. SQL lives in
// repositories (`*.repo.ts`), `server/src/db/` and the seeds (`server/src/seed/`); routes reach the
// database only through a service; the shared layers (`http/`, `plugins/`) never import a feature module.
const sqlOnlyInRepositories = 'SQL lives in repositories: move the query into the module’s *.repo.ts (type-only imports are fine).';
const serverImportRules = {
  drizzle: [{ name: 'drizzle-orm', allowTypeImports: true, message: sqlOnlyInRepositories }],
  patterns: [
    { group: ['drizzle-orm/*'], allowTypeImports: true, message: sqlOnlyInRepositories },
    { group: ['**/db/schema', '**/db/schema/*', '**/db/sql-helpers.ts'], allowTypeImports: true, message: sqlOnlyInRepositories },
  ],
};
const routesThroughServices = {
  group: ['**/*.repo.ts'],
  message: 'A route calls its service; the service calls the repository (route → service → repository).',
};
const lowerLayersStayLow = {
  group: ['**/modules/**'],
  message:
    'http/ and plugins/ sit below the feature modules: move what both need down (http/, db/, contracts) instead of importing a module.',
};
const serverRestrictedImports = (...extraPatterns) => [
  'error',
  { paths: serverImportRules.drizzle, patterns: [...serverImportRules.patterns, ...extraPatterns] },
];
const queryCall = (object) => ({
  selector: `CallExpression[callee.property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute)$/][${object}]`,
  message: 'SQL lives in repositories: move the query into the module’s *.repo.ts and pass it `db` or the transaction’s `tx`.',
});

// Web layers (docs/architecture.md, "Web layers"): lib/ and components/ sit below every feature and
// never import one, nor a route. A feature reaches another feature only through its public pieces:
// its API module (`*-api.ts`) and the files listed here; anything else two features share moves
// down into lib/ or components/ (or contracts). Folder-level cycles: `node scripts/check-cycles.mjs web`.
const WEB_FEATURE_ENTRIES = {
  'admin-shell': ['use-sign-out.ts'],
  assessments: ['assessment-settings.ts', 'assessment-settings-sections.tsx'],
  'assessor-setting': ['assessor-status-table.tsx', 'nomination-rules.ts', 'reporting-line-proposals.tsx', 'small-groups-note.tsx'],
  auth: ['membership.ts'],
  'card-sort': ['sort-flow.tsx', 'sort-source.ts', 'round-line.ts'],
  companies: ['company-picker.tsx'],
  errors: ['error-page.tsx'],
  // The public pages the page editors' preview draws (features/pages-admin/page-preview.tsx).
  home: ['home-page.tsx'],
  'lead-forms': ['attachment-request-form.tsx', 'contact-form.tsx', 'demo-request-form.tsx', 'survey-form.tsx'],
  library: ['library-list-page.tsx'],
  magazine: ['article-card.tsx', 'article-page.tsx', 'magazine-page.tsx'],
  'my-assessments': ['my-assessment-card.tsx'],
  people: ['people-options.tsx'],
  site: [
    'about-page.tsx',
    'catalogue.ts',
    'contact-page.tsx',
    'offering-page.tsx',
    'offerings.ts',
    'page-sections.tsx',
    'policy-page.tsx',
    'site-data.server.ts',
    'survey-page.tsx',
  ],
  'site-admin': ['demo-requests-dashboard.tsx'],
};
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const webPublicEntry = [
  '[a-z-]+/[a-z-]+-api\\.ts',
  ...Object.entries(WEB_FEATURE_ENTRIES).flatMap(([feature, files]) => files.map((file) => escapeRegex(`${feature}/${file}`))),
].join('|');
const webLowerLayers = {
  regex: '(^|/)(features|routes)/',
  message:
    'lib/ and components/ sit below the features and routes: move what is shared down (lib/, components/, contracts) instead of importing upwards.',
};
/** The API is reached through the contract (lib/api.ts, docs/decisions/015), not by a path typed by hand. */
const webOneWayToTheApi = {
  regex: '(^|/)lib/api-client(\\.ts)?$',
  importNames: ['apiRequest', 'apiUrl'],
  message:
    'Call the API through the contract: api/apiData/apiHref/apiUpload (lib/api.ts), serverApi (lib/server-api.ts) or apiAt (lib/api-address.ts).',
};
const webFeatureBoundaries = [
  webOneWayToTheApi,
  {
    regex: `^\\.\\./(?!\\.\\./)(?!(?:${webPublicEntry})$)`,
    message:
      'Another feature’s internals: import its API module or a public piece (WEB_FEATURE_ENTRIES in eslint.config.js), or move the shared piece down into lib/ or components/.',
  },
  {
    regex: '^(\\.\\./)+(features|routes)/',
    message: 'A feature reaches another feature as ../<feature>/<file> (see WEB_FEATURE_ENTRIES) and never imports a route.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Server layers: no SQL outside repositories, db/ and the seeds (queries on `db`, `tx`, `this.db`, `app.db` included).
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repo.ts', 'server/src/db/**', 'server/src/seed/**', 'server/src/test/**', 'server/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': serverRestrictedImports(),
      'no-restricted-syntax': ['error', queryCall('callee.object.name=/^(db|tx)$/'), queryCall("callee.object.property.name='db'")],
    },
  },
  {
    files: ['server/src/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': serverRestrictedImports(routesThroughServices) },
  },
  {
    files: ['server/src/http/**/*.ts', 'server/src/plugins/**/*.ts'],
    ignores: ['server/src/**/*.repo.ts', 'server/src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': serverRestrictedImports(lowerLayersStayLow) },
  },
  {
    files: ['server/src/http/**/*.repo.ts', 'server/src/plugins/**/*.repo.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [lowerLayersStayLow] }] },
  },
  // Promises: none left floating, none handed where a plain function is expected (an async
  // submit handler goes as `(event) => void submit(event)`). Type-aware, so it reads the projects.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['bench/lighthouse.bench.ts', 'bench/load.bench.ts', 'bench/copies.bench.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./contracts/tsconfig.json', './server/tsconfig.json', './web/tsconfig.json', './tsconfig.tools.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  // Web layers: lib/ and components/ never import features or routes (tests included); features
  // import each other only through their public pieces (tests, which sit on top, excepted).
  {
    files: ['web/app/lib/**/*.{ts,tsx}', 'web/app/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webLowerLayers] }] },
  },
  {
    files: ['web/app/components/**/*.{ts,tsx}'],
    ignores: ['web/app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webLowerLayers, webOneWayToTheApi] }] },
  },
  {
    files: ['web/app/routes/**/*.{ts,tsx}'],
    ignores: ['web/app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webOneWayToTheApi] }] },
  },
  {
    files: ['web/app/features/**/*.{ts,tsx}'],
    ignores: ['web/app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webFeatureBoundaries }] },
  },
  // One way for wide content on a narrow screen: ScrollArea (the cue that it scrolls, the keyboard
  // focus, the region's name). A bare `overflow-x-auto` box cuts a table with no cue (issue 11).
  {
    files: ['web/app/**/*.tsx'],
    ignores: ['web/app/**/*.test.tsx', 'web/app/components/ui/scroll-area.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/(^|\\s)overflow-x-(auto|scroll)(\\s|$)/]',
          message: 'Wrap wide content in <ScrollArea> (components/ui/scroll-area.tsx), not a bare overflow-x box.',
        },
      ],
    },
  },
);
