/**
 * Toasts without the toast library in the first load (issue 15): the app's entry (the session layer, the
 * header, the layout) calls these, and sonner's code is fetched when the first toast is shown, or when the
 * layout mounts its Toaster once the page is idle. A toast asked for before the Toaster is there waits in
 * sonner's state and shows when it mounts. Pages, which load lazily anyway, may import sonner directly.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
/** sonner's module, fetched once. */
export const loadSonner = () => (sonner ??= import('sonner'));

export const toast = {
  success: (message: string) => void loadSonner().then((s) => s.toast.success(message)),
  error: (message: string) => void loadSonner().then((s) => s.toast.error(message)),
};
