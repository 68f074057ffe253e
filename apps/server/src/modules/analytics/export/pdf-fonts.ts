/**
 * The PDF's fonts: DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, loaded by path.
 * pdfkit's built-in fonts (Helvetica and the other standard 14) have no Vietnamese letters; DejaVu Sans
 * covers Latin Extended Additional (ế, ị, ừ, …), and pdfkit embeds only the glyphs a document uses.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const PDF_FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** The names the fonts are registered under in each document. */
export const PDF_FONTS = { regular: 'body', bold: 'body-bold' } as const;

export function registerPdfFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont(PDF_FONTS.regular, PDF_FONT_FILES.regular);
  doc.registerFont(PDF_FONTS.bold, PDF_FONT_FILES.bold);
  doc.font(PDF_FONTS.regular);
}

export const PDF_COLORS = {
  text: '#1a1b1e',
  muted: '#5c5f66',
  grid: '#e9ecef',
  axis: '#adb5bd',
  line: '#228be6',
  headerFill: '#f1f3f5',
  stripeFill: '#f8f9fa',
  border: '#dee2e6',
  up: '#2b8a3e',
  down: '#c92a2a',
} as const;
