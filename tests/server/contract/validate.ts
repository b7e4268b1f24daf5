/**
 * Checks an answer against the document: its status is one the operation lists, a JSON body is valid
 * against that response's schema (Ajv 8 + ajv-formats; Ajv knows OpenAPI's `nullable`) and names no
 * field the document does not, a document or file has a media type the response lists and every
 * header the response names, valid against its schema.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import type { Document, Operation } from './document';
import type { Answer } from './server';

const DOCUMENT_ID = 'openapi.json';

/** `#/paths/~1webapi~1site/get/…` — a JSON pointer as a URI fragment. */
const pointer = (...parts: string[]): string => `${DOCUMENT_ID}#/${parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

/** The error code each error status carries (the table of the document's introduction). */
export const ERROR_CODES: Record<number, string[]> = {
  400: ['BAD_REQUEST'],
  404: ['NOT_FOUND', 'UNKNOWN_SITE'],
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN', 'XSRF', 'PASSWORD_CHANGE_REQUIRED'],
  405: ['METHOD_NOT_ALLOWED'],
  409: ['CONFLICT', 'FAMILY_EXISTS'],
  413: ['TOO_LARGE'],
  429: ['TOO_MANY_ATTEMPTS'],
  500: ['INTERNAL'],
  503: ['UNAVAILABLE'],
};

const mediaType = (value: string | number | undefined): string => String(value ?? '').split(';')[0].trim().toLowerCase();

type SchemaNode = Record<string, unknown>;

/**
 * Closes every object schema of a (tree-shaped) document in place: `unevaluatedProperties: false` on
 * each schema with properties or a combination, but not on the members of a combination (their
 * properties count for the whole), so an answer's field the document does not name fails.
 */
function seal(node: unknown, outermost = true): void {
  if (Array.isArray(node)) return node.forEach((child) => seal(child));
  if (node === null || typeof node !== 'object') return;
  const schema = node as SchemaNode;
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') (child as unknown[]).forEach((member) => seal(member, false));
    else if (key === 'properties') Object.values(child as object).forEach((property) => seal(property));
    else seal(child);
  }
  if (outermost && ['properties', 'allOf', 'anyOf', 'oneOf'].some((key) => key in schema)) schema.unevaluatedProperties = false;
}

/** An Ajv 8 instance holding `doc` under DOCUMENT_ID. */
function ajvFor(AjvClass: typeof Ajv | typeof Ajv2019, doc: object): Ajv {
  const ajv = new AjvClass({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's file bodies; nothing to check in a JSON value.
  ajv.addFormat('binary', true);
  // Recursive schemas (IndexNode.children) keep a `$ref` into the document.
  ajv.addSchema(doc, DOCUMENT_ID);
  return ajv;
}

/** Compiles the schemas at places of one document (JSON pointer parts), once each. */
class Schemas {
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly ajv: Ajv) {}

  at(...parts: string[]): ValidateFunction {
    const ref = pointer(...parts);
    let fn = this.compiled.get(ref);
    if (!fn) {
      fn = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, fn);
    }
    return fn;
  }
}

export class ContractValidator {
  private readonly schemas: Schemas;

  /** The same schemas closed: fields the document does not name (Ajv's 2019 `unevaluatedProperties`). */
  private readonly closed: Schemas;

  /** `doc` dereferenced (recursive `$ref`s left in place). */
  constructor(private readonly doc: Document) {
    this.schemas = new Schemas(ajvFor(Ajv, doc));
    // A tree copy: the dereferenced document shares one object for every use of a component.
    const sealed = JSON.parse(JSON.stringify(doc)) as Document;
    seal(sealed.paths);
    seal(sealed.components);
    this.closed = new Schemas(ajvFor(Ajv2019, sealed));
  }

  /** Compiles the schema at a place in the document (JSON pointer parts), as checked and closed; throws when Ajv cannot. */
  compile(...parts: string[]): void {
    this.schemas.at(...parts);
    this.closed.at(...parts);
  }

  /** Problems of `answer` as an answer of `method path` (empty when it keeps the contract). */
  checkOperation(method: string, path: string, answer: Answer): string[] {
    const operation = (this.doc.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
    if (!operation) return [`the document has no operation ${method.toUpperCase()} ${path}`];
    const status = String(answer.status);
    const response = (operation.responses[status] ?? operation.responses.default) as OpenAPIV3.ResponseObject | undefined;
    if (!response) return [`status ${status} is not one the document lists (${Object.keys(operation.responses).join(', ')})`];
    const at = ['paths', path, method.toLowerCase(), 'responses', operation.responses[status] ? status : 'default'];
    return this.checkResponse(response, at, answer);
  }

  /** Problems of `answer` as the shared response `name` of components.responses (e.g. `MethodNotAllowed`). */
  checkSharedResponse(name: string, answer: Answer): string[] {
    const response = this.doc.components?.responses?.[name] as OpenAPIV3.ResponseObject | undefined;
    if (!response) return [`the document has no response components.responses.${name}`];
    return this.checkResponse(response, ['components', 'responses', name], answer);
  }

  private checkResponse(response: OpenAPIV3.ResponseObject, at: string[], answer: Answer): string[] {
    if (answer.passedOn) return ['no route answered (the static site would answer with its HTML page)'];
    const problems: string[] = [];
    const type = mediaType(answer.headers['content-type']);
    const content = response.content ?? {};
    if (!(type in content)) problems.push(`Content-Type ${type || '(none)'} is not one the response lists (${Object.keys(content).join(', ') || 'none'})`);

    for (const [name, header] of Object.entries(response.headers ?? {}) as [string, OpenAPIV3.HeaderObject][]) {
      const value = answer.headers[name.toLowerCase()];
      if (value === undefined) {
        problems.push(`header ${name} is missing`);
        continue;
      }
      // A header is text on the wire; a numeric schema reads it as a number.
      const numeric = ['integer', 'number'].includes((header.schema as OpenAPIV3.SchemaObject | undefined)?.type ?? '');
      const text = String(value);
      const validate = this.schemas.at(...at, 'headers', name, 'schema');
      if (!validate(numeric && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text)) {
        problems.push(...(validate.errors ?? []).map((e) => `header ${name}: ${JSON.stringify(text)} ${e.message}`));
      }
    }

    if (type === 'application/json') {
      if (answer.json === undefined) return [...problems, 'a JSON response without a JSON body'];
      const where = [...at, 'content', 'application/json', 'schema'];
      const validate = this.schemas.at(...where);
      const closed = this.closed.at(...where);
      if (!validate(answer.json)) problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`));
      else if (!closed(answer.json)) {
        const fields = (closed.errors ?? []).filter((e) => e.keyword === 'unevaluatedProperties');
        problems.push(...fields.map((e) => `body${e.instancePath} has a field the document does not name: ${(e.params as { unevaluatedProperty: string }).unevaluatedProperty}`));
      }
      const body = answer.json as { success?: boolean; errorCode?: string };
      if (answer.status >= 400 && !ERROR_CODES[answer.status]?.includes(body.errorCode ?? '')) {
        problems.push(`HTTP ${answer.status} with errorCode ${body.errorCode} (expected ${ERROR_CODES[answer.status]?.join(' or ')})`);
      }
      if (answer.status === 200 && body.success !== true) problems.push('HTTP 200 with success false');
    } else if (type in content) {
      const schema = content[type].schema as OpenAPIV3.SchemaObject | undefined;
      const binary = schema?.format === 'binary';
      const ok = binary ? answer.body instanceof Uint8Array : typeof answer.body === 'string';
      if (!ok || (answer.body as { length: number }).length === 0) problems.push(`the ${type} body is not ${binary ? 'bytes' : 'text'} or is empty`);
    }
    return problems;
  }
}
