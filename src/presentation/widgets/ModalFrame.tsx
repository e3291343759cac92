import { useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog drawn with the first-paint CSS (`.modal`), for the dialogs a page opens as it loads (the sign-in
 * modal of the auth pages): MUI's Dialog brings MUI and emotion, whose loading and first styles are the longest
 * tasks such a page would run. It does what a modal must: the page behind is covered and does not scroll, Tab and
 * Shift+Tab stay inside, Escape and a click beside it close it when it may be closed (`onClose`), focus goes in
 * (to the control marked `autoFocus`, else the dialog) and back where it was when it closes. Full width at 768 px
 * or less, like every dialog (spec §2); `fullScreen` fills the screen.
 */
export function ModalFrame({
  labelledBy,
  onClose,
  fullScreen = false,
  width,
  paperProps,
  children,
}: {
  labelledBy: string;
  /** Closes it on Escape and on a click beside it; without it, only the dialog's own controls close it. */
  onClose?: () => void;
  fullScreen?: boolean;
  /** Its width in px from 769 px up (at most the screen less 32 px). */
  width?: number;
  paperProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
  children: ReactNode;
}) {
  const paper = useRef<HTMLDivElement>(null);
  // Where focus was before the dialog came: read as it renders, since a control marked autoFocus takes focus as the
  // dialog is committed, before any effect runs.
  const [before] = useState(() => document.activeElement);
  useEffect(() => {
    const dialog = paper.current;
    // A control marked autoFocus took focus as it was committed; else the dialog itself takes it.
    if (!dialog?.contains(document.activeElement)) dialog?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (before instanceof HTMLElement && before.isConnected && (!document.activeElement || document.activeElement === document.body || dialog?.contains(document.activeElement))) {
        before.focus();
      }
    };
  }, [before]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && paper.current) {
      const focusable = [...paper.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden],[inert]'));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === paper.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    <div className="modal">
      <div className="modal__backdrop" aria-hidden onClick={onClose} />
      <div
        {...paperProps}
        ref={paper}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`paper modal__paper${fullScreen ? ' modal__paper--full' : ''}`}
        style={!fullScreen && width ? { width } : undefined}
        onKeyDown={keyDown}
      >
        {children}
      </div>
    </div>
  );
}

/** The page behind a modal keeps its place: no scrolling, and the scroll bar's width kept as a margin (nothing moves). */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}
