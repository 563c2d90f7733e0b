import type { WindowPoint, WindowPreview } from '@lfm/core';
import { api } from './client';

/** farmer/distributions/preview: whether an order window is open now and when it next opens and closes. */
export const previewDistributionWindow = (
  window: { placeOrderOpen: WindowPoint; placeOrderClose: WindowPoint },
  signal?: AbortSignal,
) => api<{ preview: WindowPreview }>('POST', 'farmer/distributions/preview', { body: window, signal });
