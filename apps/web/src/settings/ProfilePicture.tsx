import { avatarPictureOf, profilePictureTypes } from '@taskhub/domain';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../auth/user.js';
import { useAuthStore } from '../auth/useAuth.js';
import type { MessageId } from '../i18n/index.js';
import { Alert, Avatar, Button, Spinner, Status } from '../ui/index.js';
import { pictureErrorId, pictureProblemOf, removeProfilePicture, uploadProfilePicture } from './profile-picture.js';

const problemIds = { tooBig: 'settings.profile.picture.tooBig', notAnImage: 'settings.profile.picture.notAnImage' } as const;

/**
 * The profile picture in settings' Profile: the avatar as everyone sees it (the uploaded picture, else the Google
 * account's, else the initials), "Change picture" (a file chooser; the chosen file shows at once while it uploads,
 * and one too big or not an image is refused before it is sent) and "Remove picture" after a confirmation.
 */
export function ProfilePicture({ user }: { user: User }) {
  const intl = useIntl();
  const auth = useAuthStore();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<MessageId | null>(null);
  const [error, setError] = useState<MessageId | null>(null);

  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);
  useEffect(() => { if (confirming) confirmButton.current?.focus(); }, [confirming]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setConfirming(false);
    setDone(null);
    setError(null);
    const problem = await pictureProblemOf(file);
    if (problem) {
      setError(problemIds[problem]);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy('upload');
    try {
      await uploadProfilePicture(auth, file);
      setDone('settings.profile.picture.updated');
    } catch (failure) {
      setError(pictureErrorId(failure));
    } finally {
      setBusy(null);
      setPreview(null);
    }
  }

  async function remove() {
    setConfirming(false);
    setDone(null);
    setError(null);
    setBusy('remove');
    try {
      await removeProfilePicture(auth);
      setDone('settings.profile.picture.removed');
      // Its button is gone: focus stays beside it.
      changeButton.current?.focus();
    } catch (failure) {
      setError(pictureErrorId(failure));
    } finally {
      setBusy(null);
    }
  }

  function cancel() {
    setConfirming(false);
    removeButton.current?.focus();
  }

  return (
    <div className="profile-picture" role="group" aria-labelledby={`${id}-title`}>
      <div className="profile-picture-avatar">
        <Avatar id={user.id} name={user.name} src={preview ?? avatarPictureOf(user)} size="xl" />
        {busy === 'upload' ? <span className="profile-picture-busy"><Spinner /></span> : null}
      </div>
      <div className="profile-picture-controls">
        <span id={`${id}-title`} className="settings-label"><FormattedMessage id="settings.profile.picture" /></span>
        <div className="profile-picture-actions">
          <Button ref={changeButton} variant="secondary" busy={busy === 'upload'} onClick={() => input.current?.click()}>
            {busy === 'upload' ? null : <ImageUp className="icon" aria-hidden="true" />}<FormattedMessage id="settings.profile.picture.change" />
          </Button>
          {user.profilePicture ? (
            <Button ref={removeButton} variant="secondary" busy={busy === 'remove'} disabled={busy === 'upload'} onClick={() => setConfirming(true)}>
              {busy === 'remove' ? null : <Trash2 className="icon" aria-hidden="true" />}<FormattedMessage id="settings.profile.picture.remove" />
            </Button>
          ) : null}
        </div>
        <p className="settings-description profile-picture-hint"><FormattedMessage id="settings.profile.picture.hint" /></p>
      </div>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'settings.profile.picture.choose' })}
        accept={profilePictureTypes.join(',')}
        onChange={(event) => {
          void choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {confirming ? (
        <div className="settings-confirm profile-picture-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            <strong><FormattedMessage id="settings.profile.picture.removeConfirm" values={{ fallback: user.googleAvatarUrl ? 'google' : 'initials' }} /></strong>
          </p>
          <Button ref={confirmButton} className="btn-danger" onClick={() => void remove()}>
            <FormattedMessage id="settings.profile.picture.removeAction" />
          </Button>
          <Button variant="secondary" onClick={cancel}><FormattedMessage id="common.cancel" /></Button>
        </div>
      ) : null}
      <Status className="profile-picture-status">
        {busy === 'upload' ? <FormattedMessage id="settings.profile.picture.uploading" /> : null}
        {busy === null && done ? <FormattedMessage id={done} /> : null}
      </Status>
      <Alert>{error ? <FormattedMessage id={error} /> : null}</Alert>
    </div>
  );
}
