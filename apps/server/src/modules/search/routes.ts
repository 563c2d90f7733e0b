import type { FastifyInstance } from 'fastify';
import { searchApi } from '@lfm/core';
import { costlyCallLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { viewerOf } from '../catalog';
import { searchItems } from './service';

export async function searchRoutes(app: FastifyInstance) {
  serve(
    app,
    searchApi.search,
    { config: { publicCache: true }, ...costlyCallLimit(app, 'search') },
    async (req, reply) =>
      // Says whether the text's matches were kept yet (ADR 012), and how many of the reaching farms' were read
      // (ADR 017: `x-search-farms-read: 3/990`, words and typos together), for a benchmark or an operator's question
      // why a search was slow; the body is the same either way.
      searchItems(
        app.deps,
        viewerOf(req, false),
        req.query,
        app.searchMatches,
        app.catalogFrames,
        (source, farms) => {
          reply.header('x-search-matches', source);
          if (farms) reply.header('x-search-farms-read', `${farms.read}/${farms.asked}`);
        },
      ),
  );
}
