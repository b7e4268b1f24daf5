/** What the PDF's drawers (./pdfTable.ts, ./pdfChart.ts) share with the page flow of ./pdf.ts. */
/** The page geometry and the running numbers of tables and figures. */
export interface Flow {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  /** Starts a new page unless `height` points still fit above the bottom margin; true if it did. */
  ensure(height: number): boolean;
  tableNo: number;
  chartNo: number;
}
