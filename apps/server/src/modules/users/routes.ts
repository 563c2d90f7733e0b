import type { FastifyInstance } from 'fastify';
import { editProfileSchema, languageApi, usersApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { readMultipart } from '../../http/multipart';
import { serve } from '../../http/serve';
import { userProfileById } from './profile';
import { addAddress, editAddress, editProfile, listFarmers, setLanguage } from './service';

export async function userRoutes(app: FastifyInstance) {
  serve(app, usersApi.getProfile, {}, async (req) => ({
    userProfile: await userProfileById(app.deps.database.db, currentUser(req).id),
  }));

  serve(app, usersApi.editProfile, {}, async (req) => {
    const { fields, files } = await readMultipart(req);
    const input = editProfileSchema.parse(fields);
    return editProfile(app.deps, currentUser(req).id, input, files.profileImage);
  });

  serve(app, usersApi.addAddress, {}, async (req) => addAddress(app.deps, currentUser(req).id, req.body));

  serve(app, languageApi.set, {}, async (req) =>
    setLanguage(app.deps, currentUser(req).id, req.body.language),
  );

  serve(app, usersApi.editAddress, {}, async (req) => editAddress(app.deps, currentUser(req).id, req.body));

  serve(app, usersApi.getAllFarmer, {}, async (req) => listFarmers(app.deps, req.query));
}
