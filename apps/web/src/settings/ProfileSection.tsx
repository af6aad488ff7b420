import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../auth/user.js';
import { Button, TextField } from '../ui/index.js';
import { ProfilePicture } from './ProfilePicture.js';
import { useUpdateQueue } from './update-queue-context.js';

/** The picture, the name (saved through the update queue) and the account's email, which cannot be changed here. */
export function ProfileSection({ user }: { user: User }) {
  const intl = useIntl();
  const update = useUpdateQueue((state) => state.update);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(intl.formatMessage({ id: 'errors.invalidName' }));
      return;
    }
    setError(null);
    if (trimmed !== user.name) update({ name: trimmed });
  }

  return (
    <section className="settings-section" aria-labelledby="settings-profile">
      <h3 id="settings-profile"><FormattedMessage id="settings.menu.profile" /></h3>
      <ProfilePicture user={user} />
      <form className="settings-inline-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'settings.profile.name' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          autoComplete="name"
        />
        <Button type="submit" variant="secondary"><FormattedMessage id="common.save" /></Button>
      </form>
      <p className="settings-email">
        <span className="settings-label"><FormattedMessage id="settings.profile.email" /></span>{' '}
        {/* A long address ends in an ellipsis on a phone; the title shows all of it. */}
        <span className="settings-email-address" title={user.email}>{user.email}</span>
      </p>
    </section>
  );
}
