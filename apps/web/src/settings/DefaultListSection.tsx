import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, RadioGroup, RadioItem, Spinner, Status } from '../ui/index.js';
import { createDefaultList, type DefaultListState } from './default-list.js';

function Choices({ state, labelledBy, describedBy }: { state: DefaultListState; labelledBy: string; describedBy: string }) {
  if (state.categories.length === 0) return <p><FormattedMessage id="settings.defaultList.empty" /></p>;
  return (
    <RadioGroup className="settings-choices" labelledBy={labelledBy} describedBy={describedBy} disabled={state.saving !== null}
      value={state.categories.find((category) => category.isDefault)?.id} onValueChange={(value) => void state.choose(value)}>
      {state.categories.map((category) => (
        <RadioItem key={category.id} value={category.id} className="settings-choice">{category.name}</RadioItem>
      ))}
    </RadioGroup>
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
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <div className="settings-choices" aria-busy={state.status === 'loading'}>
        <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.defaultList" /></h3>
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
        {state.status === 'ready' ? <Choices state={state} labelledBy={`${id}-title`} describedBy={`${id}-description`} /> : null}
      </div>
    </section>
  );
}
