import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { TEXT_CONSENT_VERSION, TEXT_CONSENT_WORDING } from '#shared/texting/consent-wording';
import type { TextAlerts } from '#shared/texting/text-alerts';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { fakeApi, type FakeRoutes } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeTextAlerts } from '../../../test/text-alerts';
import { makeUser } from '../../../test/users';
import { browserTimeZone } from './browser-time-zone';
import { TextAlertsPanel } from './text-alerts-panel';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const NUMBER = '+15125550100';
const pending = makeTextAlerts({
  status: 'pending',
  pendingNumber: NUMBER,
  codeExpiresAt: '2026-11-26T08:10:00Z',
});
const on = makeTextAlerts({
  status: 'on',
  phoneNumber: NUMBER,
  consent: { version: TEXT_CONSENT_VERSION, language: 'en', at: '2026-11-26T08:00:00Z' },
});

const refusal = (status: number, code: string, details?: unknown) =>
  new ApiRequestError(status, 'Refused', '', { code, message: 'In English from the server', details });

/** The panel over a fake API that starts from `settings`. */
function renderPanel(settings: TextAlerts, routes: FakeRoutes = {}) {
  const api = fakeApi({ getTextAlerts: () => settings, ...routes });
  const rendered = renderWithProviders(<TextAlertsPanel />, { user: makeUser(), path: '/profile' });
  return { api, ...rendered };
}

describe('TextAlertsPanel without a number', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows the consent wording with an unchecked box, and sends nothing until it is checked', async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(makeTextAlerts());
    const consent = await screen.findByRole('checkbox', { name: /I agree to receive text alerts/ });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(TEXT_CONSENT_WORDING.en);

    // Act
    await user.type(screen.getByLabelText('Mobile number for texts'), '512 555 0100');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // Assess
    expect(await screen.findByText('Check the box to agree to text alerts.')).toBeInTheDocument();
    expect(consent).toHaveAccessibleDescription(/Check the box/);
    expect(api.calls('startTextNumber')).toEqual([]);
  });

  it("sends the number with the consent's version, the language and the browser's time zone, then asks for the code", async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(makeTextAlerts(), { startTextNumber: () => pending });
    const number = await screen.findByLabelText('Mobile number for texts');

    // Act
    await user.type(number, '5125550100');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // Assess
    expect(await screen.findByTestId('text-alerts-code-sent')).toHaveTextContent(
      'We sent a code to (512) 555-0100.',
    );
    expect(screen.getByTestId('text-alerts-announcement')).toHaveTextContent(
      'We sent a code to (512) 555-0100.',
    );
    expect(api.calls('startTextNumber')).toEqual([
      {
        body: {
          phoneNumber: '5125550100',
          consent: true,
          consentVersion: TEXT_CONSENT_VERSION,
          language: 'en',
          timeZone: browserTimeZone(),
        },
      },
    ]);
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it.each([
    ['TEXT_NUMBER_TAKEN', 409, 'This number already gets text alerts for another account.'],
    ['TEXTS_UNAVAILABLE', 503, 'Text alerts are not available right now. Please try again later.'],
    ['RATE_LIMITED', 429, 'Too many codes asked for. Please wait a while and try again.'],
  ])('explains %s next to the number', async (code, status, message) => {
    // Prepare
    const user = userEvent.setup();
    renderPanel(makeTextAlerts(), {
      startTextNumber: () => {
        throw refusal(status, code);
      },
    });
    const number = await screen.findByLabelText('Mobile number for texts');

    // Act
    await user.type(number, '5125550100');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // Assess
    await waitFor(() => expect(number).toHaveAccessibleDescription(new RegExp(`^${message}`)));
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a server's field refusal under its field, translated", async () => {
    // Prepare
    const user = userEvent.setup();
    renderPanel(makeTextAlerts(), {
      startTextNumber: () => {
        throw refusal(400, 'VALIDATION_FAILED', [{ path: 'body.phoneNumber', message: 'phoneInvalid' }]);
      },
    });
    const number = await screen.findByLabelText('Mobile number for texts');

    // Act
    await user.type(number, '5125550100');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    // Assess
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Enter a 10-digit US phone number/));
  });

  it('shows the consent wording in Spanish when the interface is in Spanish', async () => {
    await i18next.changeLanguage('es');
    const { unmount } = renderPanel(makeTextAlerts());
    try {
      expect(await screen.findByTestId('text-consent')).toHaveTextContent(TEXT_CONSENT_WORDING.es);
      expect(screen.getByRole('button', { name: 'Enviar código' })).toBeInTheDocument();
    } finally {
      unmount();
      await i18next.changeLanguage('en');
    }
  });
});

describe('TextAlertsPanel with a code pending', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('confirms the code and turns to the choices', async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(pending, { confirmTextNumber: () => on });

    // Act
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    // Assess
    expect(await screen.findByTestId('text-alerts-on')).toHaveTextContent(
      'Text alerts are on. Texts go to (512) 555-0100.',
    );
    expect(api.calls('confirmTextNumber')).toEqual([{ body: { code: '123456' } }]);
  });

  it.each([
    ['TEXT_CODE_WRONG', 400, 'That code is not the one we sent. Check the text and try again.'],
    ['TEXT_CODE_EXPIRED', 410, 'That code has expired. Ask for a new code.'],
    ['TEXT_CODE_TRIES_EXHAUSTED', 429, 'Too many wrong codes. Ask for a new code.'],
    ['TEXTS_UNAVAILABLE', 503, 'Text alerts are not available right now. Please try again later.'],
    ['INTERNAL', 500, 'That did not work. Please try again.'],
  ])('explains %s next to the code, until the code changes', async (code, status, message) => {
    // Prepare
    const user = userEvent.setup();
    renderPanel(pending, {
      confirmTextNumber: () => {
        throw refusal(status, code);
      },
    });
    const field = await screen.findByLabelText('6-digit code');

    // Act
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    // Assess
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(`${message} The code works for 10 minutes.`),
    );
    await user.type(field, '{Backspace}');
    expect(field).not.toHaveAccessibleDescription(new RegExp(message));
  });

  it('leaves focus alone on a page load, and says the confirmed number still gets texts meanwhile', async () => {
    renderPanel({ ...pending, phoneNumber: '+15125550199' });

    expect(await screen.findByLabelText('6-digit code')).not.toHaveFocus();
    expect(screen.getByText('Texts go to (512) 555-0199.')).toBeInTheDocument();
  });

  it('refuses a code that is not six digits before sending it', async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(pending);

    // Act
    await user.type(await screen.findByLabelText('6-digit code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    // Assess
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(api.calls('confirmTextNumber')).toEqual([]);
  });

  it('sends a new code to the same number and says so', async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(pending, { startTextNumber: () => pending });

    // Act
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));

    // Assess
    expect(await screen.findByTestId('text-alerts-code-sent')).toHaveTextContent(
      'We sent a new code to (512) 555-0100.',
    );
    expect(screen.getByTestId('text-alerts-announcement')).toHaveTextContent(
      'We sent a new code to (512) 555-0100.',
    );
    expect(api.calls('startTextNumber')).toEqual([
      { body: expect.objectContaining({ phoneNumber: NUMBER, consent: true, language: 'en' }) },
    ]);
  });

  it('offers another number, and back to the code', async () => {
    // Prepare
    const user = userEvent.setup();
    renderPanel(pending);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Use another number' }));

    // Assess
    expect(screen.getByLabelText('Mobile number for texts')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Back to the code' }));
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });
});

describe('TextAlertsPanel with texts on', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('saves the choices and the quiet hours, and announces it', async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(on, { updateTextAlerts: ({ body }) => ({ ...on, ...body! }) });
    const matches = await screen.findByTestId('text-choice-dealMatch');

    // Act
    await user.click(within(matches).getByRole('checkbox', { name: /^New deals that match/ }));
    await user.click(within(matches).getByRole('checkbox', { name: /Urgent: send during quiet hours/ }));
    const start = screen.getByLabelText('From');
    await user.clear(start);
    await user.type(start, '22:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByTestId('text-alerts-announcement')).toHaveTextContent(
        'Your text alert choices are saved.',
      ),
    );
    expect(api.calls('updateTextAlerts')).toEqual([
      {
        body: {
          choices: { ...on.choices, dealMatch: { on: true, urgent: true } },
          quietHours: { start: '22:30', end: '08:00', timeZone: 'America/Chicago' },
        },
      },
    ]);
  });

  it('says the number was removed meanwhile when saving choices is refused for it', async () => {
    // Prepare
    const user = userEvent.setup();
    renderPanel(on, {
      updateTextAlerts: () => {
        throw refusal(409, 'CONFLICT');
      },
    });
    await screen.findByTestId('text-choice-dealMatch');

    // Act
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect(
      await screen.findByText(
        'Your number for texts was removed meanwhile. Add and confirm a number to choose what comes by text.',
      ),
    ).toBeInTheDocument();
  });

  it("lists the browser's time zone first, then the saved one", async () => {
    renderPanel({ ...on, quietHours: { ...on.quietHours, timeZone: 'Pacific/Auckland' } });

    const zone = await screen.findByLabelText('Time zone');
    const options = within(zone).getAllByRole('option');

    expect(options[0]).toHaveValue(browserTimeZone());
    expect(options[0]).toHaveTextContent('(this device)');
    expect(zone).toHaveValue('Pacific/Auckland');
  });

  it('removes the number only after a confirmation', async () => {
    // Prepare
    const user = userEvent.setup();
    const { api } = renderPanel(on, { removeTextNumber: () => makeTextAlerts() });

    // Act
    await user.click(await screen.findByRole('button', { name: 'Remove number' }));
    expect(api.calls('removeTextNumber')).toEqual([]);
    const question = screen.getByRole('alertdialog', {
      name: 'Remove (512) 555-0100? No more texts will be sent, and the number is forgotten.',
    });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));

    // Assess
    expect(await screen.findByLabelText('Mobile number for texts')).toHaveValue('');
    expect(api.calls('removeTextNumber')).toHaveLength(1);
    expect(screen.getByTestId('text-alerts-announcement')).toHaveTextContent('Your number is removed.');
  });

  it('shows how the last text went', async () => {
    renderPanel({ ...on, lastDelivery: { status: 'failed', at: '2026-11-20T15:04:00.000Z' } });

    expect(await screen.findByTestId('text-alerts-last-delivery')).toHaveTextContent(
      /Last text: not delivered on Nov 20, 2026/,
    );
  });
});

describe('TextAlertsPanel after STOP, and its loading', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('says texts are off after STOP and offers to confirm the number again', async () => {
    renderPanel({ ...on, status: 'optedOut' });

    expect(await screen.findByTestId('text-alerts-opted-out')).toHaveTextContent(
      'You replied STOP, so texts to (512) 555-0100 are off.',
    );
    expect(screen.getByText(/reply START/)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number for texts')).toHaveValue('(512) 555-0100');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it('says when the settings cannot be loaded, and tries again on request', async () => {
    // Prepare
    let failures = 1;
    const api = fakeApi({
      getTextAlerts: () => {
        if (failures-- > 0) throw new Error('offline');
        return makeTextAlerts();
      },
    });
    renderWithProviders(<TextAlertsPanel />, { user: makeUser(), path: '/profile' });
    expect(screen.getByText('Loading your text alerts…')).toHaveAttribute('role', 'status');

    // Act
    const alert = await screen.findByRole('alert');
    await act(() => within(alert).getByRole('button', { name: 'Try again' }).click());

    // Assess
    expect(await screen.findByLabelText('Mobile number for texts')).toBeInTheDocument();
    expect(api.calls('getTextAlerts')).toHaveLength(2);
  });
});
