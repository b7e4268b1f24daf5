// js-yaml (a dependency of the OpenAPI tooling) ships no types; the contract tests only parse with it.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
