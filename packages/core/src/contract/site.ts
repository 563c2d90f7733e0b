/** What the web app asks about this deployment. */
import { siteConfigSchema } from '../payment-types';
import { route } from './route';

export const siteApi = {
  config: route({
    method: 'GET',
    path: 'site/config',
    summary: 'What the web app needs to know about this deployment (never a secret)',
    tags: ['site'],
    access: 'client',
    response: siteConfigSchema.meta({
      examples: [
        {
          payments: 'local',
          testMode: true,
          stripePublishableKey: null,
          farmerSiteUrl: 'https://farmers.example.org',
          hostSiteUrl: 'https://hosts.example.org',
        },
      ],
    }),
    errors: [],
  }),
};
