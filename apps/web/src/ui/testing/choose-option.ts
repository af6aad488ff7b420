import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a ui Select (a button with a list box) and picks the option named `option`. */
export async function chooseOption(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}
