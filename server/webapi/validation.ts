/**
 * Parameter errors found by the document's schemas (Ajv, through Fastify) as the contract's
 * BAD_REQUEST envelope, in Chinese and English.
 */
import { ApiError } from '../model/errors';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

function zh(e: AjvError): string {
  switch (e.keyword) {
    case 'type':
      return e.params?.type === 'integer' ? '必须是整数' : e.params?.type === 'number' ? '必须是数字' : `类型应为 ${String(e.params?.type)}`;
    case 'pattern':
    case 'format':
      return '格式不正确';
    case 'minimum':
    case 'exclusiveMinimum':
      return `不能小于 ${String(e.params?.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `不能大于 ${String(e.params?.limit)}`;
    case 'minLength':
      return '不能为空';
    case 'maxLength':
      return `不能超过 ${String(e.params?.limit)} 个字符`;
    case 'enum':
      return `只能是 ${((e.params?.allowedValues as unknown[]) ?? []).join('、')} 之一`;
    case 'required':
      return '缺失';
    default:
      return '不符合要求';
  }
}

/** A Fastify validation error as BAD_REQUEST; undefined for any other error. */
export function validationError(error: unknown): ApiError | undefined {
  const v = error as { validation?: AjvError[]; validationContext?: string };
  if (!Array.isArray(v.validation) || !v.validation.length) return undefined;
  const e = v.validation[0];
  const name = e.keyword === 'required' ? String(e.params?.missingProperty ?? '') : (e.instancePath ?? '').replace(/^\//, '').split('/')[0] || v.validationContext || '';
  return new ApiError(400, 'BAD_REQUEST', `参数 ${name} ${zh(e)}（Parameter ${name} ${e.message ?? 'is invalid'}）`);
}
