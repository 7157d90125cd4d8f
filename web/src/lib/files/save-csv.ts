import { CSV_MIME_TYPE, CSV_UTF8_BOM } from '#shared/core/csv';
import { saveFile } from './save-file';

/** The Blob the browser downloads: the BOM (so Excel reads accents), then the text. */
export const csvBlob = (text: string) => new Blob([CSV_UTF8_BOM, text], { type: CSV_MIME_TYPE });

/** Saves CSV text (from `toCsv` in `#shared/core/csv`) as a file. */
export function saveCsv(text: string, fileName: string): void {
  saveFile(csvBlob(text), fileName);
}
