/** Turns rows into a CSV file that Excel and Google Sheets open with accents intact. */
export type CsvColumn<T> = { header: string; value: (row: T) => unknown }

/** Quotes a cell and defuses spreadsheet formulas (a cell starting with =, +, - or @). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[";,\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(';')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(';'))
  // BOM so that spreadsheet programs read UTF-8; CRLF as RFC 4180 asks.
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
