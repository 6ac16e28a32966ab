// ESLint 9 flat config: typescript-eslint, React hooks and jsx-a11y; formatting is Prettier's (.prettierrc.json).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['src/generated/**', 'dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (an interface's shape, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The portal's hooks (and its tests' support); the server has none (a test's `usePaymentServer` is no React hook).
    files: ['src/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label's text is often inside <span><strong>{t(…)}</strong></span> next to its input.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
      // A scrollable region is focusable so the keyboard can scroll it (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  // ARCHITECTURE.md's layers, enforced: the server never imports the portal, the design system knows nothing of the
  // engine or the stores, the stores nothing of the engine. What both sides need lives in src/domain (or src/i18n).
  {
    files: ['src/server/**/*.ts'],
    // A test may check that both sides agree (e.g. the club file the server serves against the portal's manifest rules).
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(api|app|engine|sections|stores|sw|ui|widgets)/', message: 'The server does not import the portal: move what both need to src/domain.' }] },
      ],
    },
  },
  {
    // Small server functions and files (issue 36): a long one becomes named steps. Seed data and tests aside.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/seed/**', 'src/server/testing/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // Small portal files too (issue 36): a long one becomes modules of one concern each. Tests aside.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(engine|stores)/', message: 'The design system (src/ui) knows nothing of the engine or the stores: pass what it shows as props.' }] },
      ],
    },
  },
  {
    files: ['src/stores/**/*.{ts,tsx}'],
    // A test may drive the stores through the engine (the conditions the root store's context feeds).
    ignores: ['src/stores/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)engine/', message: 'The stores do not import the engine: move the shared rule to src/domain, src/i18n or src/api.' }] },
      ],
    },
  },
  {
    // Feature folders hold the rules, queries and actions the widgets share; a widget is what a manifest names, so a
    // feature never imports one (the widget imports the feature).
    files: ['src/{booking,payments,activities,customers,shop}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)widgets/', message: 'A feature folder does not import widgets: move what both need into the feature (src/booking, src/payments…).' }] },
      ],
    },
  },
  prettier,
);
