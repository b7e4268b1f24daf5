/**
 * Small decorative glyphs shared by desktop and mobile: antd's own outlined icons, drawn from their
 * SVG definitions (@ant-design/icons-svg) rather than through @ant-design/icons, whose runtime
 * (colour generation, injected icon styles: 10 KB gzip) a phone's article page otherwise
 * downloaded for these two glyphs before its content could show (issue 23). The text beside each
 * says what it means, so the icons are hidden from assistive technology.
 */
import type { CSSProperties } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import FileOutlined from '@ant-design/icons-svg/es/asn/FileOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import { fileIcon } from '@/theme/tokens';

/** An outlined icon (one SVG of paths) at the text's size and colour, as antd draws it. */
function Glyph({ icon, className, style }: { icon: IconDefinition; className?: string; style?: CSSProperties }) {
  const svg = icon.icon as AbstractNode;
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0, ...style }} aria-hidden="true">
      <svg viewBox={svg.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {(svg.children ?? []).map((path, i) => (
          <path key={i} d={path.attrs.d} />
        ))}
      </svg>
    </span>
  );
}

/** "Has attachments", beside an article title in a list. */
export function PaperclipIcon({ className }: { className?: string }) {
  return <Glyph icon={PaperClipOutlined} className={className} />;
}

/** A document glyph; PDFs get the red PDF mark. */
export function FileIcon({ pdf, className }: { pdf: boolean; className?: string }) {
  return (
    <Glyph icon={pdf ? FilePdfOutlined : FileOutlined} className={className} style={{ fontSize: 28, color: pdf ? fileIcon.pdfStroke : fileIcon.stroke }} />
  );
}
