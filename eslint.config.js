// ESLint: typescript-eslint's recommended rules for all TypeScript, the rules of hooks for the client.
// The React Compiler rules of eslint-plugin-react-hooks 7 are not on: the client is not compiled by it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'dev-dist/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // SPEC: a success notification ends with '!!!'; useNotifySuccess adds it, so success goes through it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='notify'] Property[key.name='type'][value.value='success']",
          message: "Tell a success with useNotifySuccess (src/client/providers/use-notify-success.ts): it ends the message with SPEC's '!!!'.",
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
