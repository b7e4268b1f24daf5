/**
 * Small decorative glyphs shared by desktop and mobile, from antd's own icon set (named imports:
 * the package is side-effect free, so only these icons reach the bundle; antd's message already
 * brings the icon base into the entry chunk). The text beside each says what it means, so the
 * icons are hidden from assistive technology.
 */
import { FileOutlined, FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { fileIcon } from '@/theme/tokens';

/** "Has attachments", beside an article title in a list. */
export function PaperclipIcon({ className }: { className?: string }) {
  return <PaperClipOutlined className={className} aria-hidden="true" />;
}

/** A document glyph; PDFs get the red PDF mark. */
export function FileIcon({ pdf, className }: { pdf: boolean; className?: string }) {
  const Icon = pdf ? FilePdfOutlined : FileOutlined;
  return <Icon className={className} aria-hidden="true" style={{ fontSize: 28, color: pdf ? fileIcon.pdfStroke : fileIcon.stroke }} />;
}
