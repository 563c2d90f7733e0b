/**
 * Toasts without the toast library in the first load (issue 15): the app's entry (the session layer, the
 * header, the layout) calls these, and sonner's code is fetched when the first toast is shown, or when the
 * layout mounts its Toaster once the page is idle. A toast asked for before the Toaster is there waits in
 * sonner's state and shows when it mounts. The product cards use it too, so the catalogue pages' first load
 * does not wait for sonner either; pages whose code loads on demand may import sonner directly.
 */
import type { ExternalToast } from 'sonner';
import { tTextNow } from './i18n';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** sonner's module, fetched once. */
export const loadSonner = () => (sonner ??= import('sonner'));

/** A message core made (a rule's words, an API answer in English) is shown in the page's language. */
export const toast = {
  success: (message: string, data?: ExternalToast) =>
    void loadSonner().then((s) => s.toast.success(tTextNow(message), data)),
  error: (message: string, data?: ExternalToast) =>
    void loadSonner().then((s) => s.toast.error(tTextNow(message), data)),
};
