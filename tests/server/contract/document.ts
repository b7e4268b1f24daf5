/**
 * The /webapi contract as the tests read it: docs/openapi.yaml parsed, linted, dereferenced, and its
 * operations listed. Swagger Parser gets the parsed object, not the path: its file resolver uses a
 * dynamic import jest cannot run.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'fs';
import { load } from 'js-yaml';
import type { OpenAPIV3 } from 'openapi-types';
import { join } from 'path';

export type Document = OpenAPIV3.Document;
export type Operation = OpenAPIV3.OperationObject;

export const DOCUMENT_PATH = join(__dirname, '../../../docs/openapi.yaml');

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type Method = (typeof METHODS)[number];

/** The document as written (with its `$ref`s); a fresh copy each time, since the parser mutates it. */
export function readDocument(): Document {
  return load(readFileSync(DOCUMENT_PATH, 'utf8')) as Document;
}

/** Swagger Parser's validation: the OpenAPI 3.0 schema and its spec rules. Throws on any error. */
export async function validateDocument(): Promise<void> {
  await SwaggerParser.validate(readDocument() as never);
}

/** Every `$ref` replaced by its target, except the recursive ones (IndexNode.children) that cannot be. */
export async function dereferenceDocument(): Promise<Document> {
  return (await SwaggerParser.dereference(readDocument() as never, { dereference: { circular: 'ignore' } })) as Document;
}

export interface OperationRef {
  method: Method;
  /** Template as the document writes it, e.g. `/webapi/articles/{id}`. */
  path: string;
  operation: Operation;
}

/** `GET /webapi/articles/{id}` */
export const operationKey = (op: { method: string; path: string }): string => `${op.method.toUpperCase()} ${op.path}`;

/** The visitors' operations (default), the back office's (tag `admin`), or all. */
export function operationsOf(doc: Document, which: 'public' | 'admin' | 'all' = 'public'): OperationRef[] {
  const all = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ method, path, operation: item![method]! })),
  );
  const isAdmin = (op: OperationRef) => !!(op.operation as { tags?: string[] }).tags?.includes('admin');
  return which === 'all' ? all : all.filter((op) => isAdmin(op) === (which === 'admin'));
}

/**
 * Schema rules Swagger Parser does not check but Redocly's recommended set and Ajv do: OpenAPI 3.0.3
 * only gives `nullable` a meaning beside a `type` (Redocly `nullable-type-sibling`; Ajv refuses to
 * compile it). Answers where each offence is (JSON pointer).
 */
export function nullableWithoutType(node: unknown, pointer = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => nullableWithoutType(child, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  const here = 'nullable' in obj && !('type' in obj) && typeof obj.nullable === 'boolean' ? [pointer] : [];
  return [
    ...here,
    ...Object.entries(obj).flatMap(([key, child]) => nullableWithoutType(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)),
  ];
}
