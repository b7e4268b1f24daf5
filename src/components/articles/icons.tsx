/** Small inline glyphs shared by desktop and mobile (no icon library needed, no emoji font either). */

export function PaperclipIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M16.5 6.5 8.9 14.1a2 2 0 0 0 2.8 2.8l7.4-7.4a4 4 0 0 0-5.7-5.7L6 11.2a6 6 0 0 0 8.5 8.5l6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A document glyph; PDFs get the red PDF mark. */
export function FileIcon({ pdf, className }: { pdf: boolean; className?: string }) {
  const stroke = pdf ? '#cf1322' : '#8c8c8c';
  return (
    <svg className={className} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M6 2h8l5 5v15H6z" fill={pdf ? '#fff1f0' : '#f5f5f5'} stroke={stroke} strokeWidth="1.4" />
      <path d="M14 2v5h5" fill="none" stroke={stroke} strokeWidth="1.4" />
      {pdf && (
        <text x="12.5" y="18" textAnchor="middle" fontSize="5.6" fontWeight="700" fill={stroke} fontFamily="Arial, sans-serif">
          PDF
        </text>
      )}
    </svg>
  );
}
