import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Spinner, Status } from '../ui/index.js';
import { createDefaultList, type DefaultListState } from './default-list.js';

function Choices({ state, name }: { state: DefaultListState; name: string }) {
  if (state.categories.length === 0) return <p><FormattedMessage id="settings.defaultList.empty" /></p>;
  return (
    <>
      {state.categories.map((category) => (
        <label key={category.id} className="settings-choice">
          <input
            type="radio"
            name={name}
            value={category.id}
            checked={category.isDefault}
            disabled={state.saving !== null}
            onChange={() => void state.choose(category.id)}
          />
          {category.name}
        </label>
      ))}
    </>
  );
}

/** Which list new tasks go to: the person's lists from the server, the default one checked. */
export function DefaultListSection() {
  const id = useId();
  const { http } = useAuthStore();
  const [store] = useState(() => createDefaultList(http));
  const state = useStore(store);
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <section className="settings-section">
      <fieldset className="settings-choices" aria-describedby={`${id}-description`} aria-busy={state.status === 'loading'}>
        <legend><h3><FormattedMessage id="settings.menu.defaultList" /></h3></legend>
        <p id={`${id}-description`}><FormattedMessage id="settings.defaultList.description" /></p>
        <Status>
          {state.status === 'loading' ? <><Spinner /> <FormattedMessage id="common.loading" /></> : null}
          {state.saving ? <><Spinner /> <FormattedMessage id="settings.status.saving" /></> : null}
        </Status>
        {state.status === 'error' ? (
          <Alert>
            <FormattedMessage id="settings.defaultList.loadFailed" />{' '}
            <Button variant="link" onClick={() => void state.load()}><FormattedMessage id="common.retry" /></Button>
          </Alert>
        ) : null}
        {state.saveFailed ? <Alert><FormattedMessage id="common.saveFailed" /></Alert> : null}
        {state.status === 'ready' ? <Choices state={state} name={`${id}-list`} /> : null}
      </fieldset>
    </section>
  );
}
