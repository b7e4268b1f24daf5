module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    // Pages read top-down: the page first, its helper components and functions below (hoisted).
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    // The package index drags every antd-mobile component the app uses into each page that imports it
    // (see src/layouts/MobileLayout.tsx).
    'no-restricted-imports': ['error', { paths: [{ name: 'antd-mobile', message: "Import the component's own module: antd-mobile/es/components/<name>." }] }],
  },
  overrides: [
    {
      // A focused or skipped test left in runs part of a suite and still passes: jest (tests/unit,
      // tests/server) and Playwright (tests/e2e, whose `test` eslint-plugin-jest does not know).
      // Skips that decide at run time stay allowed: `test.skip(condition, reason)`, `(cond ? it.skip : it)(…)`.
      files: ['tests/**/*.{js,jsx,ts,tsx,mjs}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...[
            "MemberExpression[property.name='only'][object.name=/^(it|test|describe|base)$/]",
            "MemberExpression[property.name='only'][object.property.name=/^(describe|serial|parallel)$/]",
            'CallExpression[callee.name=/^(fit|fdescribe)$/]',
            "MemberExpression[object.name=/^(fit|fdescribe)$/][property.name='each']",
          ].map((selector) => ({ selector, message: '不要提交只运行部分测试的写法（.only、fit、fdescribe）。Do not commit a focused test (.only, fit, fdescribe).' })),
          ...[
            // A title first (or nothing): the test is skipped whatever happens.
            "CallExpression[callee.property.name=/^(skip|fixme)$/][callee.object.name=/^(it|test|describe|base)$/]:matches([arguments.length=0], [arguments.0.type='Literal'], [arguments.0.type='TemplateLiteral'])",
            "CallExpression[callee.property.name=/^(skip|fixme)$/][callee.object.property.name=/^(describe|serial|parallel)$/]:matches([arguments.length=0], [arguments.0.type='Literal'], [arguments.0.type='TemplateLiteral'])",
            'CallExpression[callee.name=/^(xit|xdescribe|xtest)$/]',
          ].map((selector) => ({
            selector,
            message: '不要提交无条件跳过的测试（.skip、.fixme、xit）；按条件跳过请写 test.skip(条件, 原因)。Do not commit a skipped test (.skip, .fixme, xit); to skip on a condition write test.skip(condition, reason).',
          })),
        ],
      },
    },
  ],
};
