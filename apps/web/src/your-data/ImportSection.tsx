import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';
import { Alert, Button, Select, Status } from '../ui/index.js';
import { csvFields, csvHeader, DataCallError, type CsvField, type CsvMapping, type ImportCounts, type ImportFormat, importFormats, uploadImport } from './data-calls.js';

const formatLabels: Record<ImportFormat, MessageId> = {
  taskhub: 'settings.data.import.format.taskhub',
  'todoist-csv': 'settings.data.import.format.todoistCsv',
  'todoist-json': 'settings.data.import.format.todoistJson',
  trello: 'settings.data.import.format.trello',
  csv: 'settings.data.import.format.csv',
};
const fieldLabels: Record<CsvField, MessageId> = {
  title: 'settings.data.import.field.title', note: 'settings.data.import.field.note', dueDate: 'settings.data.import.field.dueDate',
  list: 'settings.data.import.field.list', tags: 'settings.data.import.field.tags', priority: 'settings.data.import.field.priority',
  status: 'settings.data.import.field.status',
};
/** Radix Select takes no empty value: this one stands for "not in the file". */
const notMapped = '-';

type Phase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'done'; counts: ImportCounts } | { kind: 'failed'; error: DataCallError };

/** A column named like the field (or its usual English names) is taken for it until the user says otherwise. */
function guessMapping(header: string[]): CsvMapping {
  const names: Record<CsvField, string[]> = {
    title: ['title', 'task', 'name', 'content'], note: ['note', 'notes', 'description'], dueDate: ['duedate', 'due date', 'due', 'date'],
    list: ['list', 'project'], tags: ['tags', 'labels', 'tag'], priority: ['priority'], status: ['status', 'completed'],
  };
  const mapping: CsvMapping = {};
  for (const field of csvFields) {
    const found = header.find((column) => names[field].includes(column.toLowerCase()));
    if (found) mapping[field] = found;
  }
  return mapping;
}

function ImportError({ error }: { error: DataCallError }) {
  if (error.code === 'IMPORT_INVALID' && error.where.line !== undefined) return <FormattedMessage id="settings.data.import.errorLine" values={{ line: error.where.line }} />;
  if (error.code === 'IMPORT_INVALID' && error.where.field) return <FormattedMessage id="settings.data.import.errorField" values={{ field: error.where.field }} />;
  if (error.status === 0) return <FormattedMessage id="errors.networkUnavailable" />;
  return <FormattedMessage id={messageIdForErrorCode(error.code)} />;
}

/** Import from a file: its format, the file, for a generic CSV which column holds what; progress, then the outcome. */
export function ImportSection() {
  const intl = useIntl();
  const token = useAuth((state) => state.token);
  const input = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<ImportFormat>('taskhub');
  const [file, setFile] = useState<File | null>(null);
  const [header, setHeader] = useState<string[]>([]);
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPhase({ kind: 'idle' });
    const columns = chosen && format === 'csv' ? csvHeader(await chosen.slice(0, 64 * 1024).text()) : [];
    setHeader(columns);
    setMapping(guessMapping(columns));
  };
  const start = async () => {
    if (!file) return;
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const counts = await uploadImport({
        token, format, file, mapping: format === 'csv' ? mapping : undefined,
        onProgress: (fraction) => setPhase({ kind: 'uploading', fraction }),
      });
      setPhase({ kind: 'done', counts });
    } catch (error) {
      setPhase({ kind: 'failed', error: error instanceof DataCallError ? error : new DataCallError(0) });
    }
  };
  const uploading = phase.kind === 'uploading';
  const ready = file !== null && (format !== 'csv' || Boolean(mapping.title));
  const columnOptions = [{ value: notMapped, label: intl.formatMessage({ id: 'settings.data.import.mapping.none' }) }, ...header.map((column) => ({ value: column, label: column }))];

  return (
    <section className="settings-section" aria-labelledby="settings-data-import">
      <h3 id="settings-data-import"><FormattedMessage id="settings.data.import.title" /></h3>
      <p><FormattedMessage id="settings.data.import.description" /></p>
      <Select
        label={<FormattedMessage id="settings.data.import.format" />}
        value={format}
        disabled={uploading}
        onValueChange={(value) => { setFormat(value as ImportFormat); setFile(null); setHeader([]); setPhase({ kind: 'idle' }); if (input.current) input.current.value = ''; }}
        options={importFormats.map((id) => ({ value: id, label: intl.formatMessage({ id: formatLabels[id] }) }))}
      />
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'settings.data.import.file' })}
        accept={format === 'taskhub' || format === 'todoist-json' || format === 'trello' ? '.json,application/json' : '.csv,text/csv'}
        onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
      />
      <div className="your-data-file">
        <Button variant="secondary" disabled={uploading} onClick={() => input.current?.click()}>
          <Upload className="icon" aria-hidden="true" /><FormattedMessage id="settings.data.import.file" />
        </Button>
        <span className="your-data-file-name">{file ? file.name : <FormattedMessage id="settings.data.import.noFile" />}</span>
      </div>
      {format === 'csv' && header.length > 0 ? (
        <fieldset className="your-data-mapping">
          <legend><FormattedMessage id="settings.data.import.mapping" /></legend>
          {csvFields.map((field) => (
            <Select
              key={field}
              label={<FormattedMessage id={fieldLabels[field]} />}
              value={mapping[field] ?? notMapped}
              disabled={uploading}
              onValueChange={(value) => setMapping((current) => ({ ...current, [field]: value === notMapped ? undefined : value }))}
              options={field === 'title' ? columnOptions.slice(1) : columnOptions}
              placeholder={intl.formatMessage({ id: 'settings.data.import.mapping.choose' })}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="your-data-actions">
        <Button disabled={!ready} busy={uploading} onClick={() => void start()}><FormattedMessage id="settings.data.import.start" /></Button>
      </div>
      {uploading ? <progress className="your-data-progress" max={1} value={phase.fraction} aria-label={intl.formatMessage({ id: 'settings.data.import.progress' })} /> : null}
      <Status>
        {uploading && phase.fraction < 1 ? <FormattedMessage id="settings.data.import.uploading" values={{ percent: Math.round(phase.fraction * 100) }} /> : null}
        {uploading && phase.fraction >= 1 ? <FormattedMessage id="settings.data.import.processing" /> : null}
        {phase.kind === 'done' ? <FormattedMessage id="settings.data.import.done" values={{ ...phase.counts }} /> : null}
      </Status>
      <Alert>{phase.kind === 'failed' ? <ImportError error={phase.error} /> : null}</Alert>
    </section>
  );
}
