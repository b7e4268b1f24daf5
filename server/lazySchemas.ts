/**
 * Fastify's own schema compilers (Ajv for what a request sends, fast-json-stringify for what an answer
 * holds), with each route's schemas compiled when the route is first asked instead of at the start.
 * The contract has about a hundred operations; compiling them all took a fifth of a server's start
 * (1–2.5 s of CPU), and a start — a restart, a new instance, each of the server tests' ninety — serves
 * a few of them before it is asked for the others. The compiled function is kept: the first request of
 * a route pays a few milliseconds once. A schema Ajv could not compile still fails, at that request
 * (the contract tests ask every operation).
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Compile<R, F> = (route: R) => F;

/** `compile(route)` on the first call of the function it answers, then that function. */
function lazyValidator<R>(compile: Compile<R, Validate>): Compile<R, Validate> {
  return (route) => {
    let validate: Validate | undefined;
    // Fastify reads a failed validation's errors from the function it was given.
    const lazy: Validate = (data) => {
      validate ??= compile(route);
      const result = validate(data);
      lazy.errors = validate.errors;
      return result;
    };
    return lazy;
  };
}

function lazySerializer<R>(compile: Compile<R, (doc: unknown) => string>): Compile<R, (doc: unknown) => string> {
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** For `Fastify({ schemaController: { compilersFactory: lazyCompilers() } })`. */
export function lazyCompilers(): CompilersFactory {
  const buildValidator = AjvCompiler() as unknown as (...args: unknown[]) => Compile<unknown, Validate>;
  const buildSerializer = SerializerSelector() as unknown as (...args: unknown[]) => Compile<unknown, (doc: unknown) => string>;
  // Fastify's types want Ajv's own function type back; the lazy one is called the same way.
  return {
    buildValidator: (...args: unknown[]) => lazyValidator(buildValidator(...args)),
    buildSerializer: (...args: unknown[]) => lazySerializer(buildSerializer(...args)),
  } as unknown as CompilersFactory;
}
