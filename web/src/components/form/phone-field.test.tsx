import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PhoneField } from './phone-field';

function Harness({ onLeave }: { onLeave: () => void }) {
  const [value, setValue] = useState('');
  return <PhoneField id="phone" label="Phone" value={value} onValueChange={setValue} onBlur={onLeave} />;
}

describe('PhoneField', () => {
  it('takes what is typed, and shows it as a US number once the field is left', async () => {
    // Prepare
    const user = userEvent.setup();
    const onLeave = jest.fn();
    render(<Harness onLeave={onLeave} />);
    const field = screen.getByLabelText('Phone');

    // Act
    await user.type(field, '5125550100');
    const typed = (field as HTMLInputElement).value;
    await user.tab();

    // Assess
    expect(typed).toBe('5125550100');
    expect(field).toHaveValue('(512) 555-0100');
    expect(field).toHaveAttribute('type', 'tel');
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
