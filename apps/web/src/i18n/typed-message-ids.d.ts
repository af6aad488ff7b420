import type { MessageId } from './types.js';

// Registers the catalogue's ids with react-intl, so <FormattedMessage id> and formatMessage({ id }) reject an unknown id at compile time.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
