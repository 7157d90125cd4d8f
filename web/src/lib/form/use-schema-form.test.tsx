import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { TextField } from '../../components/form/text-field';
import { ApiRequestError } from '../api/api-errors';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  city: z.string().trim().min(1, 'cityRequired'),
});
const FIELDS = ['name', 'city'] as const;
const refusal = new ApiRequestError(400, 'Bad Request', '', {
  code: 'VALIDATION_FAILED',
  message: 'Some fields are not valid.',
  details: [{ path: 'body.city', message: 'cityUnknown' }],
});

function Harness({ onValid }: { onValid: (body: z.output<typeof schema>) => void }) {
  const form = useSchemaForm({
    idPrefix: 'harness',
    initial: { name: '', city: '' },
    fields: FIELDS,
    schema,
    message: (key) => key && `message:${key}`,
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onValid)}>
      <TextField {...form.fieldProps('name')} label="Name" />
      <TextField {...form.fieldProps('city')} label="City" />
      <button type="button" onClick={() => form.showServerErrors(refusal)}>
        Refuse
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

/** A form in parts, its city shown above its name (the fields are listed name first). */
function PartsHarness() {
  const [answer, setAnswer] = useState<boolean | null>(null);
  const form = useSchemaForm({
    idPrefix: 'parts',
    initial: { name: '', city: '' },
    fields: FIELDS,
    schema,
    message: (key) => key && `message:${key}`,
  });
  return (
    <form noValidate>
      <TextField {...form.fieldProps('city')} label="City" />
      <TextField {...form.fieldProps('name')} label="Name" />
      <button type="button" onClick={() => setAnswer(form.check(['city']))}>
        Check city
      </button>
      <button type="button" onClick={() => setAnswer(form.check())}>
        Check all
      </button>
      <output>{String(answer)}</output>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows a field’s message once it is left, not before', async () => {
    render(<Harness onValid={jest.fn()} />);
    const name = screen.getByLabelText('Name');

    await userEvent.click(name);
    expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('message:nameRequired');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a submit with every message shown and the first invalid field focused', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('City'), 'Austin');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('message:nameRequired');
  });

  it('hands the parsed body to the caller when every field is valid', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Bea ');
    await userEvent.type(screen.getByLabelText('City'), 'Austin');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith({ name: 'Bea', city: 'Austin' });
  });

  it('shows the server’s word on a field until that field changes', async () => {
    render(<Harness onValid={jest.fn()} />);
    const city = screen.getByLabelText('City');

    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(city).toHaveAccessibleDescription('message:cityUnknown');
    await userEvent.type(city, 'A');

    expect(city).not.toHaveAttribute('aria-invalid');
  });

  it('checks one part of the form: only its messages show and its answer is its own', async () => {
    render(<PartsHarness />);
    const city = screen.getByLabelText('City');

    await userEvent.click(screen.getByRole('button', { name: 'Check city' }));
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('message:cityRequired');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(city, 'Austin');
    await userEvent.click(screen.getByRole('button', { name: 'Check city' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('focuses the first invalid field on screen, whatever the order of the fields', async () => {
    render(<PartsHarness />);

    await userEvent.click(screen.getByRole('button', { name: 'Check all' }));

    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});
