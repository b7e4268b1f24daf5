/**
 * The CJK font of the report PDFs: Noto Sans SC (SIL Open Font License) from the npm package
 * @expo-google-fonts/noto-sans-sc. The 10 MB files are read once per process; pdfkit embeds only
 * the glyphs a document uses.
 */
import { readFileSync } from 'fs';

export const FONT_REGULAR = 'NotoSansSC';
export const FONT_BOLD = 'NotoSansSC-Bold';

let fontBytes: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts(): { regular: Buffer; bold: Buffer } {
  if (!fontBytes) {
    fontBytes = {
      regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
      bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
    };
  }
  return fontBytes;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = loadFonts();
  doc.registerFont(FONT_REGULAR, regular);
  doc.registerFont(FONT_BOLD, bold);
  doc.font(FONT_REGULAR);
}
