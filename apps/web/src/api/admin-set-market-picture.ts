import { useAdminAction } from './admin-action';

/** admin/markets/picture (multipart): marketId, kind (icon | image), picture. */
export const useSetMarketPicture = () =>
  useAdminAction<{ marketId: number; kind: 'icon' | 'image'; picture: File }>(
    'admin/markets/picture',
    ({ marketId, kind, picture }) => {
      const form = new FormData();
      form.set('marketId', String(marketId));
      form.set('kind', kind);
      form.set('picture', picture);
      return { form };
    },
  );
