import { render, screen } from '@testing-library/react';
import { ConfigErrorScreen } from './config-error-screen';

describe('ConfigErrorScreen', () => {
  it('says the app cannot start, why, and offers the details and a reload', () => {
    render(
      <ConfigErrorScreen failure={{ ok: false, reason: 'invalid', details: ['userPoolId: Required'] }} />,
    );

    expect(screen.getByRole('heading', { name: 'Dealflow cannot start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('is incomplete or invalid');
    expect(screen.getByText('userPoolId: Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
