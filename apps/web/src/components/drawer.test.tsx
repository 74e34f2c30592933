import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from '~/components/drawer';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Oturumlar
      </button>
      {open ? (
        <Drawer title="Oturumlar" onClose={close}>
          <a href="#a">Birinci</a>
          <button type="button" onClick={close}>
            Seç
          </button>
        </Drawer>
      ) : null}
    </>
  );
}

async function openDrawer() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Oturumlar' });
  await user.click(opener);
  return { user, onClose, opener, dialog: screen.getByRole('dialog', { name: 'Oturumlar' }) };
}

describe('Drawer', () => {
  it('is a labelled modal dialog with focus on its close button and the page locked', async () => {
    const { dialog } = await openDrawer();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Oturumlar' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener, onClose } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button, the backdrop, or a choice inside', async () => {
    const { user, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Oturumlar' }));
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Oturumlar' }));
    await user.click(screen.getByRole('button', { name: 'Seç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDrawer();
    const close = within(dialog).getByRole('button', { name: 'Kapat' });
    const last = within(dialog).getByRole('button', { name: 'Seç' });
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Birinci' }));
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes itself when the screen grows to where the list is shown anyway', async () => {
    const listeners: (() => void)[] = [];
    const query = {
      matches: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => query),
    );
    const { onClose } = await openDrawer();
    query.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Oturumlar' })).toBeTruthy();
  });
});
