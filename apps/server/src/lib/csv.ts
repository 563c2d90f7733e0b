/**
 * A text cell a spreadsheet would read as a formula (OWASP CSV injection): one that begins with
 * =, +, -, @, tab or carriage return. Such a cell is prefixed with a single quote, which the
 * spreadsheet shows as text and nothing else. Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (v: string | number) => {
  const text = typeof v === 'number' ? String(v) : FORMULA_START.test(v) ? `'${v}` : v;
  return `"${text.replace(/"/g, '""')}"`;
};

/** CSV with every field quoted (RFC 4180), so commas and quotes in names stay in their cell. */
export const toCsv = (rows: (string | number)[][]) =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
