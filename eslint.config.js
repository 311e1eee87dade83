import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/*
 * Imports flow one way (docs/ARCHITECTURE.md): content and lib are the ground; then ui; then the
 * blocks and drawings sections are made of; then layout and sections; then views and islands; then
 * the page entries and the layout (.astro). The browser scripts in app/browser-scripts stand on
 * content and lib only. Each zone forbids its `target` to import from `from`.
 */
const app = (...folders) => folders.map((folder) => `./app/${folder}`)
const entries = app('pages', 'layouts', 'browser-scripts')
const above = {
  ground: [...app('components', 'views'), ...entries],
  ui: [
    ...app('components/blocks', 'components/drawings', 'components/layout', 'components/sections'),
    ...app('components/islands', 'views'),
    ...entries,
  ],
  pieces: [...app('components/layout', 'components/sections', 'components/islands', 'views'), ...entries],
  parts: [...app('components/islands', 'views'), ...entries],
  views: entries,
}
const layerZones = [
  {
    target: app('content', 'lib'),
    from: above.ground,
    message: 'content and lib are the ground: they import nothing above them.',
  },
  { target: app('components/ui'), from: above.ui, message: 'ui primitives import only content and lib.' },
  {
    target: app('components/blocks', 'components/drawings'),
    from: above.pieces,
    message: 'blocks and drawings import ui, content and lib.',
  },
  {
    target: app('components/layout'),
    from: [...above.parts, ...app('components/sections')],
    message: 'layout parts import blocks, drawings, ui, content and lib.',
  },
  {
    target: app('components/sections'),
    from: [...above.parts, ...app('components/layout')],
    message: 'sections import blocks, drawings, ui, content and lib.',
  },
  // A view that imported the island would render it as static HTML that never hydrates: the page
  // entry renders the island with its client: directive and passes it to the view.
  {
    target: app('views'),
    from: [...above.views, ...app('components/islands')],
    message: 'views compose sections; the page entry passes islands in.',
  },
  {
    target: app('components/islands'),
    from: [...above.views, ...app('views', 'components/layout', 'components/sections')],
    message: 'islands import blocks, ui, content and lib.',
  },
  {
    target: app('browser-scripts'),
    from: app('components', 'views', 'pages', 'layouts'),
    message: 'browser scripts import only content and lib.',
  },
]

/*
 * React components and views stay plain React, testable in jsdom: nothing from Astro's virtual
 * modules. The content layer and lib may use them (app/lib/photos.ts takes `getImage`'s type); a
 * module there that imported one at run time could not serve a component (its jsdom test fails).
 */
const reactStaysPlain = {
  group: ['astro:*'],
  message: 'Components and views are plain React: the page entry hands them what Astro makes, as props.',
}
/*
 * The editor (editor/, and keystatic.config.ts at the root, where Keystatic looks for it) is for
 * `npm run edit` only: no page may bundle it (tests/build-gates/no-editor.test.ts). It stands on
 * the content schema; the site never imports it, and nothing outside it uses Keystatic.
 */
const onlyTheEditorUsesKeystatic = {
  group: ['@keystatic/*'],
  message: 'Only the editor (editor/) uses Keystatic.',
}
const theEditor = ['./editor', './keystatic.config.ts']
const editorZones = [
  { target: './app', from: theEditor, message: 'the site never imports the editor: it is for `npm run edit` only.' },
  {
    target: './editor',
    from: app('lib', 'components', 'views', 'pages', 'layouts', 'browser-scripts'),
    message: "the editor is built from the content schema (app/content) alone, never from the site's pages.",
  },
]

/*
 * Only the page entries (app/pages, app/layouts) and the content layer read the owner's data:
 * components, views, lib and browser scripts get what they show as props (docs/ARCHITECTURE.md),
 * so that any of them renders with other facts (tests/fixtures/content.ts). Their tests too.
 */
const dataReaders = ['index.ts', 'site-content.ts', 'read-folder.ts', 'validate.ts', 'data'].map(
  (file) => `./app/content/${file}`,
)
const dataZone = {
  target: app('components', 'views', 'lib', 'browser-scripts'),
  from: dataReaders,
  message: "only the page entries read the content's data: take the facts and words as props.",
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.astro/',
      '.netlify/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'bench/.tools/',
      // The online editor's build and state (editor/online/.gitignore).
      'editor/online/build/',
      'editor/online/.astro/',
      'editor/online/.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    ignores: ['editor/**', 'keystatic.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyTheEditorUsesKeystatic] }] },
  },
  {
    files: ['app/components/**/*.{ts,tsx}', 'app/views/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [reactStaysPlain, onlyTheEditorUsesKeystatic] }] },
  },
  {
    // Tests beside their sources may set up what a layer works on (a script needs its markup).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, dataZone, ...editorZones] }] },
  },
  {
    files: ['app/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [dataZone, ...editorZones] }] },
  },
  {
    files: ['editor/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: editorZones }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'dev-server/**/*.mjs', 'editor/**/*.{ts,mjs}', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
)
