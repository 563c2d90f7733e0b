import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useT } from '../lib/i18n';

/** A yes/no question (SPEC 2: remove confirmations). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="sm">
      {children}
      <div className="mt-2 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel ?? t('common.close')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('common.yes')}
        </Button>
      </div>
    </Modal>
  );
}
