module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    // Pages read top-down: the page first, its helper components and functions below (hoisted).
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
  },
};
