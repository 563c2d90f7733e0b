import { toast } from 'sonner';
import { SERVER_ERROR } from '@lfm/core/errors';
import { tTextNow } from '../lib/i18n';
import { authHeaders } from './client';

/**
 * Fetches a file the API makes (CSV, PDF; `fileUrl(entry, query)`) with the session's headers and saves it
 * as `name`, or under the name the server gives it.
 */
export async function download(path: string, name?: string) {
  const res = await fetch(`/api/${path}`, { headers: authHeaders() });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { responseMessage?: string } } | null;
    return toast.error(body?.error?.responseMessage ?? tTextNow(SERVER_ERROR));
  }
  const served = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href, download: name ?? served ?? 'download' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
