/**
 * The server's messages are written 「中文（English.）」: the part for the reader's language.
 * Anything else is shown as it is.
 */
export function messageFor(message: string, locale: string): string {
  const m = /^([\s\S]*?)（([^（）]*)）$/.exec(message.trim());
  if (!m) return message;
  return locale.startsWith('zh') ? m[1] : m[2];
}
