import { toast } from 'sonner';
import { authHeaders } from './client';

/** Fetches a file the API makes (CSV, PDF) with the session's headers and saves it as `name`. */
export async function download(path: string, name: string) {
  const res = await fetch(`/api/${path}`, { headers: authHeaders() });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { responseMessage?: string } } | null;
    return toast.error(body?.error?.responseMessage ?? 'The file could not be made. Please try again.');
  }
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
