module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    // Pages read top-down: the page first, its helper components and functions below (hoisted).
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    // The package index drags every antd-mobile component the app uses into each page that imports it
    // (see src/layouts/MobileLayout.tsx).
    'no-restricted-imports': ['error', { paths: [{ name: 'antd-mobile', message: "Import the component's own module: antd-mobile/es/components/<name>." }] }],
  },
};
