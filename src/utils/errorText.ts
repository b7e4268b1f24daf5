/**
 * What a visitor reads when /webapi fails: the backend's own message when it gave one,
 * otherwise a sentence per kind of failure. Used by the global error handler and by ErrorState.
 */
import { ApiError, isNotFound, toApiError } from '@/services/errors';

/** The slice of Umi's intl object this needs (keeps it testable without the locale plugin). */
export interface Formatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
}

export function errorText(error: unknown, intl: Formatter): string {
  const e: ApiError = error instanceof ApiError ? error : toApiError(error);
  if (e.message) return e.message;
  if (isNotFound(e)) return intl.formatMessage({ id: 'error.notFound' });
  switch (e.kind) {
    case 'network':
      return intl.formatMessage({ id: 'error.network' });
    case 'malformed':
      return intl.formatMessage({ id: 'error.malformed' });
    case 'http':
      return intl.formatMessage({ id: 'error.http' }, { status: e.status ?? '' });
    default:
      return intl.formatMessage({ id: 'error.business' });
  }
}
