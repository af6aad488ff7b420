import { CsvError, parse } from 'csv-parse/sync';
import { importLimits } from './limits.js';
import { formatError } from './where.js';

/** One record of a CSV file with the line it starts on (1-based; a quoted value may run over several lines). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

interface RawRecord {
  record: string[];
  raw: string;
}

const countBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

const candidates = [',', ';', '\t'] as const;

/**
 * The delimiter of the header line: the candidate found most often outside quotes. Spreadsheets in locales with a
 * decimal comma save `;`; reading both at once would split a plain value holding the other one.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(candidates.map((c) => [c, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ',';
  for (const [char, count] of counts) if (count > counts.get(best)!) best = char;
  return best;
}

const reasons: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value has more text after its closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value has more text after its closing quote',
  CSV_MAX_RECORD_SIZE: 'a record is too long',
};

/** The first line after `afterLine` that holds anything: where an unclosed quote's record starts. */
function nextFilledLine(text: string, afterLine: number): number {
  const lines = text.split(/\r\n|\n|\r/);
  let line = afterLine + 1;
  while (line < lines.length && lines[line - 1]!.trim() === '') line += 1;
  return line;
}

/**
 * Reads CSV text (with or without a byte order mark; `,`, `;` or tab separated; quoted values may hold delimiters,
 * quotes and newlines) into its header and rows, each row with its line in the file. Blank lines are skipped.
 * Throws ImportFormatError naming the line of a broken record.
 */
export function readCsv(text: string): CsvTable {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let lastLine = 0;
  let count = 0;
  let records: RawRecord[];
  try {
    records = parse(body, {
      delimiter: detectDelimiter(body),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      raw: true,
      max_record_size: importLimits.noteLength * 2,
      // With `raw`, csv-parse hands over {record, raw}; its types know only the bare record.
      on_record: (record: string[]) => {
        count += 1;
        if (count > importLimits.csvRows) throw formatError({ line: lastLine + 1 }, `the file has more than ${importLimits.csvRows} rows`);
        lastLine += countBreaks((record as unknown as RawRecord).raw);
        return record;
      },
    }) as unknown as RawRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? nextFilledLine(body, lastLine) : (error as CsvError & { lines?: number }).lines ?? lastLine + 1;
    throw formatError({ line }, reasons[error.code] ?? error.message);
  }
  // Each raw record holds the blank lines skipped before it, so the raws laid end to end are the file: counting their
  // line breaks (CRLF as one, as editors do) gives the line each record starts on.
  let line = 1;
  const rows = records.map(({ record, raw }) => {
    const start = line + countBreaks(/^[\r\n]*/.exec(raw)![0]);
    line += countBreaks(raw);
    return { line: start, cells: record };
  });
  const [head, ...rest] = rows;
  return { header: head ? head.cells.map((name) => name.trim()) : [], rows: rest };
}
