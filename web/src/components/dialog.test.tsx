import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog } from './dialog';

function Harness({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Change listing status"
        description="12 Oak St"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Comments" />
        <button type="button">Save</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Harness />);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Change listing status' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('12 Oak St');
  });

  it('adds no banner landmark beside the page header', async () => {
    render(<Harness />);

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('moves focus inside on open and keeps it there with Tab and Shift+Tab', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus to the fallback when what opened it is gone', async () => {
    // Prepare: the opener disappears while the dialog is open (a deleted row).
    function VanishingOpener() {
      const [state, setState] = useState({ open: false, opener: true });
      const fallbackRef = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h2 ref={fallbackRef} tabIndex={-1}>
            My listings
          </h2>
          {state.opener && (
            <button type="button" onClick={() => setState({ open: true, opener: true })}>
              Delete
            </button>
          )}
          <Dialog
            open={state.open}
            title="Delete this listing?"
            fallbackFocusRef={fallbackRef}
            onClose={() => setState({ open: false, opener: false })}
          >
            <button type="button" onClick={() => setState({ open: false, opener: false })}>
              Confirm
            </button>
          </Dialog>
        </>
      );
    }
    render(<VanishingOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My listings' })).toHaveFocus();
  });
});
