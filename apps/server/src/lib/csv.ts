/**
 * A text cell a spreadsheet would read as a formula (OWASP CSV injection): one that begins with
 * =, +, -, @, tab or carriage return. Such a cell is prefixed with a single quote, which the
 * spreadsheet shows as text and nothing else. Numbers are written as they are, and so is a text that
 * is only a number ('-36.00', a refund's amount): a spreadsheet adds it up, and it can hold no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export const csvCell = (v: string | number) => {
  const text = typeof v === 'number' || PLAIN_NUMBER.test(v) || !FORMULA_START.test(v) ? String(v) : `'${v}`;
  return `"${text.replace(/"/g, '""')}"`;
};

/** CSV with every field quoted (RFC 4180), so commas and quotes in names stay in their cell. */
export const toCsv = (rows: (string | number)[][]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
