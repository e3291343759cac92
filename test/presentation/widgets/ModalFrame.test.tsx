// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalFrame } from '../../../src/presentation/widgets/ModalFrame';

function Page({ onClose, autoFocus = false, onKeyDown }: { onClose?: () => void; autoFocus?: boolean; onKeyDown?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalFrame labelledBy="title" onClose={onClose && (() => (onClose(), setOpen(false)))} paperProps={{ onKeyDown }}>
          <h2 id="title">Sign in</h2>
          <button type="button" tabIndex={-1}>
            Not in the tab order
          </button>
          <button type="button" autoFocus={autoFocus}>
            First
          </button>
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </ModalFrame>
      )}
      <button type="button">Behind</button>
      <div role="dialog" aria-label="Over it">
        <input aria-label="Country" />
      </div>
    </>
  );
}

describe('ModalFrame', () => {
  it('is a modal dialog named by its title, with focus inside: on the control marked autoFocus, else on itself', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page autoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    unmount();

    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, passing disabled controls', async () => {
    const user = userEvent.setup();
    render(<Page autoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and on a click beside it when it may be closed, and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    const { container } = render(<Page onClose={closed} autoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(container.querySelector('.modal__backdrop') as Element);
    expect(closed).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('without onClose, only its own controls close it; the page does not scroll behind it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page autoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await user.click(container.querySelector('.modal__backdrop') as Element);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('brings back focus that leaves it or falls to the page, and lets a layer over it keep its own focus and keys', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<Page onClose={closed} autoFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    expect(dialog).toHaveFocus();

    // A control that went away (a step replaced) leaves focus on the page: Tab goes back in, Escape still closes.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();

    const country = screen.getByRole('textbox', { name: 'Country', hidden: true });
    country.focus();
    expect(country).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closed).not.toHaveBeenCalled();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to a composition in progress, and hands its keys to the page that asked (paperProps)', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    const keyDown = vi.fn();
    render(<Page onClose={closed} autoFocus onKeyDown={keyDown} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'First' }), { key: 'Escape', isComposing: true });
    expect(closed).not.toHaveBeenCalled();
    expect(keyDown).toHaveBeenCalled();
  });
});
