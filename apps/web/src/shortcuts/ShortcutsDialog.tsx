import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../ui/index.js';
import { shortcuts } from './shortcuts.js';

/** The list of keyboard shortcuts, as a modal dialog (Escape closes it, focus returns to where it was). */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  return (
    <Dialog title={<FormattedMessage id="settings.shortcuts.title" />} onClose={onClose} className="shortcuts-dialog">
      <table className="shortcuts-table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="shortcuts.column.key" /></th>
            <th scope="col"><FormattedMessage id="shortcuts.column.action" /></th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.key}>
              <td><kbd>{'text' in shortcut.label ? shortcut.label.text : intl.formatMessage({ id: shortcut.label.id })}</kbd></td>
              <td><FormattedMessage id={shortcut.action} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
