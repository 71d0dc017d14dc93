import { ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** Spec part 1 §2.10: sm, md, lg, xl, 2xl or 3xl. */
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** Blocks closing while something is being sent. */
  busy?: boolean;
}

/** Locks page scrolling and closes on Escape while an overlay is open. */
export function useOverlayBehaviour(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}

/** The generic modal: a title, a close button, content and an optional footer. */
export function Modal({ open, title, onClose, size = 'md', children, footer, testId, busy = false }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const requestClose = () => {
    if (!busy) onClose();
  };
  useOverlayBehaviour(open, requestClose);
  useEffect(() => {
    if (!open) return;
    // Focus the first field (or the dialog) so keyboard users start inside it.
    const first = dialog.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? dialog.current)?.focus();
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && requestClose()}>
      <div
        ref={dialog}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={requestClose} aria-label="Đóng" data-testid="modal-close">
            <Icon name="close" />
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
}

/** A yes/no question before a destructive action. */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      busy={busy}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            Hủy
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy} data-testid="confirm-button">
            {busy ? 'Đang xử lý...' : confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-message">{message}</div>
    </Modal>
  );
}

interface FullscreenPopupProps {
  open: boolean;
  onClose(): void;
  children: ReactNode;
  testId?: string;
  closeLabel?: string;
  className?: string;
  /** Drawn over the whole screen behind the card (e.g. a celebration). */
  backdrop?: ReactNode;
}

/** A full-screen dimmed overlay with a centred card and a close button (welcome, check-inbox popups). */
export function FullscreenPopup({ open, onClose, children, testId, closeLabel = 'Đóng', className, backdrop }: FullscreenPopupProps) {
  useOverlayBehaviour(open, onClose);
  if (!open) return null;
  return createPortal(
    <div className={className ? `popup-screen ${className}` : 'popup-screen'} role="dialog" aria-modal="true" data-testid={testId}>
      {backdrop}
      <div className="popup-card">
        <button type="button" className="icon-btn popup-close" onClick={onClose} aria-label={closeLabel} data-testid="popup-close">
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
