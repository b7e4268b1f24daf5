import { formatDecimal } from '@/utils/format';

/** Attachment sizes as visitors read them: 820 KB, 1.4 MB (1 KB = 1024 bytes, never "0 KB"). */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const kb = bytes / 1024;
  if (kb < 1024) {
    return `${formatDecimal(Math.max(1, Math.round(kb)), locale, 0, 0)} KB`;
  }
  return `${formatDecimal(kb / 1024, locale, 0, 1)} MB`;
}
