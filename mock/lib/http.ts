/**
 * Glue between Umi's (Express-like) mock handlers and the API functions: the envelope, error
 * answers and the PDF download. Only the few request/response members we use are typed here.
 */
import type { ApiResponse } from '../../src/types/webapi';
import type { Params } from './api';
import { getDataset } from './dataset';
import { ApiError } from './errors';
import type { Query } from './paging';
import type { Dataset, PdfFile } from './types';

export interface MockRequest {
  query?: Query;
  params?: Params;
}

export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): unknown;
  setHeader(name: string, value: string | number): unknown;
  end(body?: unknown): unknown;
}

export type MockHandler = (req: MockRequest, res: MockResponse) => void;

/** Envelope of an error answer. */
export function errorBody(error: ApiError): ApiResponse<null> {
  return { success: false, data: null, errorCode: error.code, errorMessage: error.message, showType: 2 };
}

function sendError(res: MockResponse, error: unknown): void {
  if (error instanceof ApiError) {
    res.status(error.status).json(errorBody(error));
    return;
  }
  // eslint-disable-next-line no-console
  console.error('[mock /webapi]', error);
  res.status(500).json({ success: false, data: null, errorCode: 'INTERNAL', errorMessage: '服务器内部错误，请稍后重试', showType: 2 } satisfies ApiResponse<null>);
}

/** A JSON route: `{ success: true, data }` with HTTP 200, or an error envelope. */
export function jsonRoute<T>(answer: (ds: Dataset, query: Query, params: Params) => T, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) => {
    try {
      const data = answer(dataset(), req.query ?? {}, req.params ?? {});
      res.status(200).json({ success: true, data } satisfies ApiResponse<T>);
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** A PDF download route. */
export function pdfRoute(answer: (ds: Dataset, params: Params) => PdfFile, dataset: () => Dataset = getDataset): MockHandler {
  return (req, res) => {
    try {
      const file = answer(dataset(), req.params ?? {});
      res.status(200);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Length', file.size);
      res.setHeader('Content-Disposition', `inline; filename="${file.name}"`);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.end(Buffer.from(file.body, 'latin1'));
    } catch (error) {
      sendError(res, error);
    }
  };
}
