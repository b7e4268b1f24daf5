/**
 * The headline family of the home pages and the showcase: the first, in the office's order, with a
 * classification to show (more than one level), else the first; none while the office has none.
 * Plain (no imports): the server's answers follow the same rule (server/model/family.ts headlineFamily).
 */
export const headlineOf = <F extends { depth: number }>(families: readonly F[]): F | undefined => families.find((f) => f.depth > 1) ?? families[0];
