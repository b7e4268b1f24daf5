/** The short type label of an attachment: 'PDF', 'XLSX'… (from the MIME type, else the name's extension). */
const BY_MIME: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/csv': 'CSV',
};

export function fileTypeLabel(file: { name: string; mime?: string }): string {
  const known = file.mime ? BY_MIME[file.mime.toLowerCase()] : undefined;
  if (known) return known;
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  return ext ? ext.toUpperCase() : '';
}
