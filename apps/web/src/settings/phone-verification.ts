import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HttpClient } from '../api/http.js';
import type { MessageId } from '../i18n/index.js';
import { phoneErrorId } from './phone-errors.js';

export interface PhoneVerificationState {
  /** 'number' while the user types a number, 'code' once a code was sent to `sentTo`. */
  step: 'number' | 'code';
  sentTo: string | null;
  busy: 'send' | 'verify' | 'remove' | null;
  errorId: MessageId | null;
  /** POST /me/add-phone; true once the server sent the text. */
  sendCode(phone: string): Promise<boolean>;
  /** POST /me/validate-sms-code, then a user refresh so verifiedPhoneNumber shows the number as the server stored it. */
  verify(code: string): Promise<boolean>;
  /** POST /me/remove-phone, then a user refresh (the server also turns messaging off). */
  remove(): Promise<boolean>;
  /** Back from the code step to typing a number. */
  changeNumber(): void;
}

export interface PhoneVerificationDeps {
  http: HttpClient;
  /** The auth store's refreshUser: the user details are the one source of the verified number. */
  refreshUser(): Promise<unknown>;
}

/** The phone verification flow of the settings (API.md section 3), one call at a time. */
export function createPhoneVerification({ http, refreshUser }: PhoneVerificationDeps): StoreApi<PhoneVerificationState> {
  return createStore<PhoneVerificationState>()((set, get) => {
    async function call(busy: 'send' | 'verify' | 'remove', work: () => Promise<void>): Promise<boolean> {
      if (get().busy) return false;
      set({ busy, errorId: null });
      try {
        await work();
        set({ busy: null });
        return true;
      } catch (error) {
        set({ busy: null, errorId: phoneErrorId(error, busy) });
        return false;
      }
    }

    return {
      step: 'number',
      sentTo: null,
      busy: null,
      errorId: null,
      async sendCode(phone) {
        const number = phone.trim();
        // An empty field never reaches the server; it gets the same message as a number the server refuses.
        if (number === '') {
          set({ errorId: 'settings.phone.invalid' });
          return false;
        }
        return call('send', async () => {
          await http.request('POST', '/me/add-phone', { phone_number: number });
          set({ step: 'code', sentTo: number });
        });
      },
      verify: (code) => call('verify', async () => {
        await http.request('POST', '/me/validate-sms-code', { code: code.trim() });
        set({ step: 'number', sentTo: null });
        await refreshUser();
      }),
      remove: () => call('remove', async () => {
        await http.request('POST', '/me/remove-phone');
        await refreshUser();
      }),
      changeNumber: () => set({ step: 'number', sentTo: null, errorId: null }),
    };
  });
}
