import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from './route-error';

function FailingPage(): never {
  throw new Error('the page broke');
}

function renderPages() {
  return render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/other">Other page</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<FailingPage />} />
          <Route path="/other" element={<h1>Other page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('puts the failure page in place of a page that fails, and logs the error', () => {
    // Act
    renderPages();

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: 'the page broke' }));
  });

  it('shows the next page once the visitor goes elsewhere', async () => {
    // Prepare
    const user = userEvent.setup();
    renderPages();

    // Act
    await user.click(screen.getByRole('link', { name: 'Other page' }));

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: 'Other page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
