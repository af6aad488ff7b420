import { Fragment } from 'react';
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
            <tr key={shortcut.id}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <span className="shortcuts-joiner"> <FormattedMessage id={shortcut.sequence ? 'shortcuts.then' : 'shortcuts.or'} /> </span> : null}
                    <kbd>{'text' in key ? key.text : intl.formatMessage({ id: key.id })}</kbd>
                  </Fragment>
                ))}
              </td>
              <td><FormattedMessage id={shortcut.action} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
