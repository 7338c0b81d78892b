/**
 * The slide-in menu of small screens (docs/product.md#navigation), driven through the DOM so the
 * same code runs in the app and on prerendered pages that load no React. Its state lives in the
 * markup the header renders once, closed: `aria-expanded` on the button and `hidden` on the panel
 * and backdrop. While open, Tab and Shift+Tab cycle through the button and the menu's items; Escape
 * closes it and returns focus to the button; so do the backdrop and following a link.
 */
export interface MobileMenu {
  close(): void;
  detach(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

export function attachMobileMenu(header: HTMLElement): MobileMenu {
  const button = header.querySelector<HTMLButtonElement>('.menu-button');
  const panel = header.querySelector<HTMLElement>('.mobile-menu');
  const backdrop = header.querySelector<HTMLElement>('.mobile-menu-backdrop');
  if (!button || !panel || !backdrop) return { close: () => undefined, detach: () => undefined };

  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    backdrop.hidden = !open;
  };
  const items = () => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];

  function open() {
    setOpen(true);
    items()[0]?.focus();
    document.addEventListener('keydown', onKeyDown);
  }

  function close({ returnFocus = false } = {}) {
    if (!isOpen()) return;
    setOpen(false);
    document.removeEventListener('keydown', onKeyDown);
    if (returnFocus) button?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close({ returnFocus: true });
      return;
    }
    if (event.key !== 'Tab' || !button) return;
    const cycle = [button, ...items()];
    const first = cycle[0];
    const last = cycle[cycle.length - 1];
    const current = document.activeElement;
    const inside = cycle.some((element) => element === current);
    if (!inside || (event.shiftKey && current === first)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const onButtonClick = () => (isOpen() ? close() : open());
  const onBackdropClick = () => close({ returnFocus: true });
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  button.addEventListener('click', onButtonClick);
  backdrop.addEventListener('click', onBackdropClick);
  panel.addEventListener('click', onPanelClick);

  return {
    close: () => close(),
    detach() {
      close();
      button.removeEventListener('click', onButtonClick);
      backdrop.removeEventListener('click', onBackdropClick);
      panel.removeEventListener('click', onPanelClick);
    },
  };
}
