import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-dialog';

// The dialog's code (Radix Dialog) is fetched when a modal first opens: pages that only might open one, e.g.
// every product card with its details and sign-in prompt, do not load it up front (issue 15).
const ModalDialog = lazy(() => import('./modal-dialog'));

/**
 * The one modal (DESIGN: Radix Dialog, focus trap, Escape closes, labelled title). Nothing is rendered until
 * it first opens; from then on it stays mounted, so closing it behaves as Radix's dialog does (focus returns).
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
