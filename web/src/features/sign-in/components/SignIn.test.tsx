import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../stores/language';
import { RESEND_AFTER_MS } from '../hooks/use-sign-in';
import SignIn from './SignIn';

vi.mock('firebase/auth', async (original) => ({
  ...(await original<typeof import('firebase/auth')>()),
  signInWithCustomToken: vi.fn(async () => ({})),
}));

type Answer = { status: number; body: unknown };
let answers: Answer[];
const requests: { url: string; body: unknown }[] = [];

beforeEach(() => {
  answers = [];
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next.body), { status: next.status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const phoneInput = () => screen.getByTestId('phone-input');
const digits = () => screen.getAllByLabelText(/Digit \d of 6/);

/** Types the code 482913 and submits it, the server answering with a session for g1. */
async function submitCodeAndSignIn(isAdmin: boolean) {
  answers.push({
    status: 200,
    body: { error: false, code: 200, message: 'Welcome!', data: { id: 'g1', invtId: 'inv-1', isAdmin, token: 't' } },
  });
  await userEvent.click(digits()[0]!);
  await userEvent.paste('482913');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

async function reachCodeStep() {
  answers.push({ status: 200, body: { error: false, code: 200, message: 'sent', data: { user_id: 'g1' } } });
  await userEvent.type(phoneInput(), '3055550102');
  await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  await screen.findByText('Please enter the six digit code sent to your phone');
}

describe('sign-in step 1', () => {
  it('shows the welcome, the prompt and the consent text', () => {
    render(<SignIn />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
    expect(
      screen.getByText(
        'By providing your phone number, you opt-in to receive text messages from us. Msg & data rates may apply.',
      ),
    ).toBeTruthy();
  });

  it('links the privacy policy beside the consent text', () => {
    render(<SignIn />);
    const consent = screen.getByText(
      'By providing your phone number, you opt-in to receive text messages from us. Msg & data rates may apply.',
    );
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.parentElement).toBe(consent.parentElement);
  });

  it('keeps Proceed disabled until the number has 10 digits after +1', async () => {
    render(<SignIn />);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toHaveProperty('disabled', true);
    await userEvent.type(phoneInput(), '305555010');
    expect(proceed).toHaveProperty('disabled', true);
    await userEvent.type(phoneInput(), '2');
    expect(proceed).toHaveProperty('disabled', false);
  });

  it('takes up digits already in the field when the app starts, as when typed into the prerendered screen', async () => {
    const { container } = render(<SignIn />);
    // What hydration leaves: the DOM field holds the typed digits, which React was never told about.
    const field = container.querySelector<HTMLInputElement>('#phone')!;
    cleanup();
    document.body.append(field);
    field.value = '3055550102';
    try {
      render(<SignIn />);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Proceed' })).toHaveProperty('disabled', false));
      expect(screen.getAllByDisplayValue('(305) 555-0102').length).toBeGreaterThan(0);
    } finally {
      field.remove();
    }
  });

  it('lets backspace delete through the formatting', async () => {
    render(<SignIn />);
    await userEvent.type(phoneInput(), '305');
    await userEvent.type(phoneInput(), '{Backspace}');
    expect((phoneInput() as HTMLInputElement).value).toBe('(30');
  });

  it('accepts only digits', async () => {
    render(<SignIn />);
    await userEvent.type(phoneInput(), 'abc305');
    expect((phoneInput() as HTMLInputElement).value).toBe('(305');
  });

  it('sends the number with its +1 prefix and shows Checking... meanwhile', async () => {
    render(<SignIn />);
    let release: (answer: Answer) => void = () => {};
    vi.mocked(fetch).mockImplementationOnce(async (url, init) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      const answer = await new Promise<Answer>((resolve) => (release = resolve));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(requests[0]).toEqual({ url: '/bcw/verify-phone', body: { phone_number: '+13055550102', lang: 'en' } }),
    );
    release({ status: 200, body: { error: false, code: 200, message: 'ok', data: { user_id: 'g1' } } });
    await screen.findByText('Please enter the six digit code sent to your phone');
  });

  it("shows the server's message in red and stays on the phone step", async () => {
    render(<SignIn />);
    answers.push({ status: 404, body: { error: true, code: 404, message: 'Not on the list.' } });
    await userEvent.type(phoneInput(), '3055550199');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not on the list.');
    expect(phoneInput()).toBeTruthy();
  });

  it("says 'Something went wrong' when the network fails", async () => {
    render(<SignIn />);
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });
});

describe('sign-in step 2', () => {
  it('has six one-digit slots in two groups of three, offered the texted code', async () => {
    render(<SignIn />);
    await reachCodeStep();
    expect(digits()).toHaveLength(6);
    for (const digit of digits()) {
      expect(digit.getAttribute('autocomplete')).toBe('one-time-code');
      expect(digit.getAttribute('inputmode')).toBe('numeric');
    }
    expect(screen.getByRole('group').querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('keeps Submit disabled until all six digits are in', async () => {
    render(<SignIn />);
    await reachCodeStep();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.type(digits()[0]!, '12345');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(digits()[5]!, '6');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('fills all six slots from one pasted code', async () => {
    render(<SignIn />);
    await reachCodeStep();
    await userEvent.click(digits()[0]!);
    await userEvent.paste('482913');
    expect(
      digits()
        .map((d) => (d as HTMLInputElement).value)
        .join(''),
    ).toBe('482913');
  });

  it('signs in and stores the session as userStore', async () => {
    render(<SignIn />);
    await reachCodeStep();
    await submitCodeAndSignIn(true);
    expect(requests[1]).toEqual({ url: '/bcw/guest-auth', body: { gid: 'g1', otp: '482913', lang: 'en' } });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userStore') ?? '{}')).toEqual({
        state: { id: 'g1', invtId: 'inv-1', isAdmin: true, access: true },
        version: 0,
      }),
    );
  });

  it("shows a wrong code's message in red above the slots", async () => {
    render(<SignIn />);
    await reachCodeStep();
    answers.push({
      status: 401,
      body: { error: true, code: 401, message: 'That code is not right. 4 attempts left.' },
    });
    await userEvent.click(digits()[0]!);
    await userEvent.paste('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That code is not right. 4 attempts left.');
    expect(alert.compareDocumentPosition(digits()[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes back to the phone step', async () => {
    render(<SignIn />);
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
  });
});

describe('one-tap personal link', () => {
  const welcome = {
    error: false,
    code: 200,
    message: 'Welcome!',
    data: { id: 'g7', invtId: 'inv-7', isAdmin: false, token: 't' },
  };

  it('signs in with the key alone and stores the session as the code does', async () => {
    answers.push({ status: 200, body: welcome });
    const onLinkUsed = vi.fn();
    render(<SignIn linkKey="dwTbBuhpPngUpo_Ymd_PFw" onLinkUsed={onLinkUsed} />);
    expect(screen.getByRole('status').textContent).toBe('Signing you in...');
    await waitFor(() => expect(onLinkUsed).toHaveBeenCalledOnce());
    expect(requests).toEqual([{ url: '/bcw/link-auth', body: { k: 'dwTbBuhpPngUpo_Ymd_PFw', lang: 'en' } }]);
    expect(JSON.parse(localStorage.getItem('userStore') ?? '{}')).toEqual({
      state: { id: 'g7', invtId: 'inv-7', isAdmin: false, access: true },
      version: 0,
    });
  });

  it("shows a refused link's message above the usual phone sign-in", async () => {
    const message = 'This link has expired. Please sign in with your phone number below.';
    answers.push({ status: 401, body: { error: true, code: 401, message } });
    render(<SignIn linkKey="dwTbBuhpPngUpo_Ymd_PFw" />);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(phoneInput()).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userStore') ?? '{"state":{}}').state.access).not.toBe(true);
  });

  it("says the network failed in the reader's language on the Spanish page", async () => {
    await setLanguage('es');
    try {
      render(<SignIn linkKey="dwTbBuhpPngUpo_Ymd_PFw" />);
      expect((await screen.findByRole('alert')).textContent).toBe('Algo salió mal');
    } finally {
      await setLanguage('en');
    }
  });
});

const sent = (message: string, data: Record<string, unknown>) => ({
  status: 200,
  body: { error: false, code: 200, message, data },
});

describe('other ways in', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('en');
  });

  it('keeps the phone step and offers email and finding by name below it', () => {
    render(<SignIn />);
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
    const email = screen.getByRole('button', { name: 'Sign in with email instead' });
    const name = screen.getByRole('button', { name: "Don't know which number we have?" });
    expect(phoneInput().compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(name).toBeTruthy();
  });

  it('signs in by email: sends the address, says where the code went, then checks the code', async () => {
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with email instead' }));
    const field = await screen.findByTestId('email-input');
    const emailMe = screen.getByRole('button', { name: 'Email me a code' });
    expect(emailMe).toHaveProperty('disabled', true);
    answers.push(
      sent('We emailed a six digit code to a•••@example.com.', {
        user_id: 'g2',
        channel: 'email',
        maskedTo: 'a•••@example.com',
      }),
    );
    await userEvent.type(field, ' ada@example.com ');
    await userEvent.click(emailMe);
    expect((await screen.findByRole('status')).textContent).toBe('We emailed a six digit code to a•••@example.com.');
    expect(requests[0]).toEqual({ url: '/bcw/verify-email', body: { email: 'ada@example.com', lang: 'en' } });
    expect(screen.getByText('Please enter the six digit code')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Call me with the code instead' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByTestId('email-input')).toBeTruthy();
  });

  it('finds the invitation by name, saying only that a code is on its way, and offers the call at once', async () => {
    const found =
      'If we found your invitation, a code is on its way to the phone or email we have for you. Nothing after a minute? Please contact Grace & Daniel at (305) 555-0100 or grace.daniel@example.com.';
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: "Don't know which number we have?" }));
    await userEvent.type(await screen.findByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    answers.push(sent(found, { user_id: 'x7Kq2', channel: null, maskedTo: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('status')).textContent).toBe(found);
    expect(requests[0]).toEqual({ url: '/bcw/find-invitation', body: { first: 'Ada', last: 'Lovelace', lang: 'en' } });
    // It does not say where the code went, so the prompt does not say "your phone".
    expect(screen.getByText('Please enter the six digit code')).toBeTruthy();
    answers.push(
      sent('If we found your invitation and it has a phone number, we are calling it.', {
        user_id: 'y8Lr3',
        channel: null,
        maskedTo: null,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Call me with the code instead' }));
    await screen.findByText('If we found your invitation and it has a phone number, we are calling it.');
    expect(requests[1]).toEqual({
      url: '/bcw/find-invitation',
      body: { first: 'Ada', last: 'Lovelace', lang: 'en', channel: 'call' },
    });
    answers.push({
      status: 401,
      body: { error: true, code: 401, message: 'That code is not right. 4 attempts left.' },
    });
    await userEvent.type(screen.getByTestId('code-digit-0'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() =>
      expect(requests[2]).toMatchObject({ url: '/bcw/guest-auth', body: { gid: 'y8Lr3', otp: '123456' } }),
    );
  });

  it("shows find-invitation's refusal on the name step", async () => {
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: "Don't know which number we have?" }));
    await userEvent.type(await screen.findByLabelText('First name'), 'No');
    await userEvent.type(screen.getByLabelText('Last name'), 'Body');
    answers.push({ status: 404, body: { error: true, code: 404, message: 'We could not find you. Call us.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find you. Call us.');
    expect(screen.getByLabelText('First name')).toBeTruthy();
  });

  it('offers a resend and a call only after the 30 s cooldown, and the call goes to the typed number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SignIn />);
    await reachCodeStep();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Call me with the code instead' })).toBeNull();
    await vi.advanceTimersByTimeAsync(RESEND_AFTER_MS - 1000);
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    await screen.findByRole('button', { name: 'Send the code again' });
    answers.push(
      sent('We are calling (•••) •••-0102 to read you a six digit code.', { user_id: 'g1', channel: 'call' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Call me with the code instead' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We are calling (•••) •••-0102 to read you a six digit code.',
    );
    expect(requests[1]).toEqual({
      url: '/bcw/verify-phone',
      body: { phone_number: '+13055550102', channel: 'call', lang: 'en' },
    });
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
  });

  it('resends the same request once the cooldown has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<SignIn />);
    await reachCodeStep();
    await vi.advanceTimersByTimeAsync(RESEND_AFTER_MS);
    answers.push(sent('A new code is on its way.', { user_id: 'g1', channel: 'sms' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
    expect((await screen.findByRole('status')).textContent).toBe('A new code is on its way.');
    expect(requests[1]).toEqual({ url: '/bcw/verify-phone', body: { phone_number: '+13055550102', lang: 'en' } });
    // The first text may not have arrived: the call stays on offer while the resend waits again.
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Call me with the code instead' })).toBeTruthy();
  });

  it('offers the call at once when the text was refused as a landline', async () => {
    render(<SignIn />);
    answers.push({
      status: 502,
      body: {
        error: true,
        code: 502,
        message: 'We could not text that number. We can call it instead.',
        data: { user_id: 'g4', callInstead: true },
      },
    });
    await userEvent.type(phoneInput(), '3055550177');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not text that number. We can call it instead.',
    );
    expect(screen.getByRole('button', { name: 'Call me with the code instead' })).toBeTruthy();
  });

  it('a text that failed without a call on offer stays on the phone step', async () => {
    render(<SignIn />);
    answers.push({
      status: 502,
      body: { error: true, code: 502, message: 'Texts are down.', data: { user_id: 'g4', callInstead: false } },
    });
    await userEvent.type(phoneInput(), '3055550177');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Texts are down.');
    expect(phoneInput()).toBeTruthy();
  });

  it('goes to the code step when a code went out moments ago (another tab, a reload), and signs in with it', async () => {
    render(<SignIn />);
    const wait = 'A code was just sent. Please wait 24 seconds before asking for a new one.';
    answers.push({
      status: 429,
      body: { error: true, code: 429, message: wait, data: { user_id: 'g1', codeSent: true } },
    });
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe(wait);
    expect(screen.getByText('Please enter the six digit code sent to your phone')).toBeTruthy();
    // No second code is offered before the cooldown has passed.
    expect(screen.queryByRole('button', { name: /send/i })).toBeNull();
    await submitCodeAndSignIn(false);
    await waitFor(() =>
      expect(requests[1]).toEqual({ url: '/bcw/guest-auth', body: { gid: 'g1', otp: '482913', lang: 'en' } }),
    );
  });

  it('stays on the phone step over the hourly limit, with no code to type', async () => {
    render(<SignIn />);
    const limit = 'Too many codes were sent to this phone. Please try again in 56 minutes.';
    answers.push({ status: 429, body: { error: true, code: 429, message: limit } });
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(phoneInput()).toBeTruthy();
  });

  it('sends lang es on every sign-in call from the Spanish page', async () => {
    await setLanguage('es');
    render(<SignIn />);
    answers.push(sent('Le enviamos un código.', { user_id: 'g1', channel: 'sms' }));
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Por favor, escriba el código de seis dígitos que enviamos a su teléfono');
    answers.push({ status: 401, body: { error: true, code: 401, message: 'Código incorrecto.' } });
    await userEvent.click(screen.getAllByLabelText(/Dígito \d de 6/)[0]!);
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con mi correo electrónico' }));
    answers.push(sent('Le enviamos un código a a•••@example.com.', { user_id: 'g1', channel: 'email' }));
    await userEvent.type(await screen.findByTestId('email-input'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un código por correo' }));
    await screen.findByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Usar mi número de teléfono' }));
    await userEvent.click(screen.getByRole('button', { name: '¿No sabe qué número tenemos?' }));
    answers.push(sent('Le enviamos un código.', { user_id: 'g1', channel: 'sms' }));
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Ada');
    await userEvent.type(screen.getByLabelText('Apellido'), 'Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    await screen.findByRole('status');
    expect(requests.map((r) => r.url)).toEqual([
      '/bcw/verify-phone',
      '/bcw/guest-auth',
      '/bcw/verify-email',
      '/bcw/find-invitation',
    ]);
    for (const request of requests) expect(request.body).toMatchObject({ lang: 'es' });
  });
});

describe('where the code went', () => {
  it('says the masked number after the guest typed it, in English and in Spanish', async () => {
    render(<SignIn />);
    answers.push(
      sent('We sent a six digit code to your phone.', { user_id: 'g1', channel: 'sms', maskedTo: '(•••) •••-0102' }),
    );
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('status')).textContent).toBe('We sent a code to (•••) •••-0102.');
    expect(screen.getByText('Please enter the six digit code sent to your phone')).toBeTruthy();
    cleanup();
    await setLanguage('es');
    render(<SignIn />);
    answers.push(
      sent('Le enviamos un código de seis dígitos a su teléfono.', {
        user_id: 'g1',
        channel: 'sms',
        maskedTo: '(•••) •••-0102',
      }),
    );
    await userEvent.type(phoneInput(), '3055550102');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Enviamos un código a (•••) •••-0102.');
    await setLanguage('en');
  });

  it('after find by name says only "the phone or email we have", never an address', async () => {
    const found = 'If we found your invitation, a code is on its way to the phone or email we have for you.';
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: "Don't know which number we have?" }));
    await userEvent.type(await screen.findByLabelText('First name'), 'Maggie');
    await userEvent.type(screen.getByLabelText('Last name'), 'Harper');
    // Even were an address in the answer, after a name it is not shown.
    answers.push(sent(found, { user_id: 'x7Kq2', channel: null, maskedTo: '(•••) •••-0102' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(found);
    expect(status.textContent).toContain('the phone or email we have');
    expect(screen.queryByText(/0102/)).toBeNull();
  });

  it('says why "Email me a code" is disabled, until the address is whole', async () => {
    render(<SignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with email instead' }));
    const field = await screen.findByTestId('email-input');
    const emailMe = screen.getByRole('button', { name: 'Email me a code' });
    expect(emailMe).toHaveProperty('disabled', true);
    const why = 'Type your whole email address above (name@example.com) to get a code.';
    expect(screen.getByText(why)).toBeTruthy();
    expect(emailMe.getAttribute('aria-describedby')).toBe(screen.getByText(why).id);
    await userEvent.type(field, 'ada@example');
    expect(screen.getByText(why)).toBeTruthy();
    await userEvent.type(field, '.com');
    expect(emailMe).toHaveProperty('disabled', false);
    expect(screen.queryByText(why)).toBeNull();
  });
});
