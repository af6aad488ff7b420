import { CalendarDays, FileJson, FileSpreadsheet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import type { MessageId } from '../i18n/index.js';
import { Alert, Button } from '../ui/index.js';
import { downloadExport, type ExportFormat } from './data-calls.js';

const exports: { format: ExportFormat; label: MessageId; icon: ReactNode }[] = [
  { format: 'json', label: 'settings.data.export.json', icon: <FileJson className="icon" aria-hidden="true" /> },
  { format: 'csv', label: 'settings.data.export.csv', icon: <FileSpreadsheet className="icon" aria-hidden="true" /> },
  { format: 'ics', label: 'settings.data.export.ics', icon: <CalendarDays className="icon" aria-hidden="true" /> },
];

/** Downloads of the account: everything as JSON, tasks as CSV, dated tasks as iCalendar. */
export function ExportSection() {
  const token = useAuth((state) => state.token);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadExport(token, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="settings-section" aria-labelledby="settings-data-export">
      <h3 id="settings-data-export"><FormattedMessage id="settings.data.export.title" /></h3>
      <p><FormattedMessage id="settings.data.export.description" /></p>
      <div className="your-data-actions">
        {exports.map(({ format, label, icon }) => (
          <Button key={format} variant="secondary" busy={busy === format} disabled={busy !== null && busy !== format} onClick={() => void download(format)}>
            {icon}<FormattedMessage id={label} />
          </Button>
        ))}
      </div>
      <Alert>{failed ? <FormattedMessage id="settings.data.export.failed" /> : null}</Alert>
    </section>
  );
}
