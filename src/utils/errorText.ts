/**
 * What a visitor reads when /webapi fails: the backend's own message when it gave one,
 * otherwise a sentence per kind of failure. Used by the global error handler and by ErrorState.
 */
import { ApiError, isNotFound, toApiError } from '@/services/errors';
import { translator, type Formatter } from './translate';

export type { Formatter };


export function errorText(error: unknown, intl: Formatter): string {
  const e: ApiError = error instanceof ApiError ? error : toApiError(error);
  if (e.message) return e.message;
  const t = translator(intl);
  if (isNotFound(e)) return t('error.notFound');
  switch (e.kind) {
    case 'network':
      return t('error.network');
    case 'malformed':
      return t('error.malformed');
    case 'http':
      return t('error.http', { status: e.status ?? '' });
    default:
      return t('error.business');
  }
}
