/**
 * The document itself: valid OpenAPI 3.0 for a third-party parser (Swagger Parser), free of what
 * stricter linters reject, and every response schema compiles for Ajv.
 *
 * @jest-environment node
 */
import { dereferenceDocument, nullableWithoutType, operationsOf, readDocument, validateDocument, type Document } from './document';
import { ContractValidator } from './validate';

describe('docs/openapi.yaml', () => {
  it('is valid OpenAPI 3.0 (Swagger Parser: schema and spec rules)', async () => {
    await expect(validateDocument()).resolves.toBeUndefined();
  });

  it('gives every `nullable` a sibling `type` (OpenAPI 3.0.3; Redocly nullable-type-sibling)', () => {
    expect(nullableWithoutType(readDocument())).toEqual([]);
  });

  describe('dereferenced', () => {
    let doc: Document;
    beforeAll(async () => {
      doc = await dereferenceDocument();
    });

    it("keeps the visitors' operations, all GET", () => {
      const ops = operationsOf(doc);
      expect(ops.length).toBeGreaterThanOrEqual(23);
      expect(new Set(ops.map((op) => op.method))).toEqual(new Set(['get']));
    });

    it('has response schemas Ajv compiles (strict types: no nullable without type)', () => {
      const validator = new ContractValidator(doc);
      let compiled = 0;
      for (const { method, path, operation } of operationsOf(doc, 'all')) {
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const type of Object.keys((response as { content?: object }).content ?? {})) {
            expect(() => validator.compile('paths', path, method, 'responses', status, 'content', type, 'schema')).not.toThrow();
            compiled += 1;
          }
        }
      }
      expect(compiled).toBeGreaterThan(60);
    });
  });
});
