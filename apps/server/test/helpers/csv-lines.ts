/** CSV injection checks shared by the export tests: what a tool reading the file line by line would meet. */

/** The physical lines of a file (split at CRLF, CR or LF, as line-based tools and broken-quote readers do) that start a formula. */
export const linesStartingAFormula = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((line) => /^[=+\-@\t]/.test(line));
