import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressSchema, editAddressSchema, editProfileSchema, farmerListQuery } from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { multipartForm, readMultipart } from '../../http/multipart';
import { userProfileById } from './profile';
import { addAddress, editAddress, editProfile, listFarmers } from './service';

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/user/getProfile',
    {
      schema: { tags, summary: 'The signed-in user profile', security: signedIn },
      preHandler: api.requireUser,
    },
    async (req) => ok({ userProfile: await userProfileById(api.deps.database.db, currentUser(req).id) }),
  );

  api.post(
    '/user/editProfile',
    {
      schema: {
        tags,
        summary: 'Edit name, phone and picture',
        description:
          'multipart/form-data: firstName, lastName, phone, profileImage (optional file: jpeg, gif, png or svg by content, max 5 MB).',
        consumes: ['multipart/form-data'],
        security: signedIn,
      },
      config: multipartForm(editProfileSchema, ['profileImage']),
      preHandler: api.requireUser,
    },
    async (req) => {
      const { fields, files } = await readMultipart(req);
      const input = editProfileSchema.parse(fields);
      return ok(await editProfile(api.deps, currentUser(req).id, input, files.profileImage));
    },
  );

  api.post(
    '/user/addAddress',
    {
      schema: { tags, summary: 'Add an address', body: addressSchema, security: signedIn },
      preHandler: api.requireUser,
    },
    async (req) => ok(await addAddress(api.deps, currentUser(req).id, req.body)),
  );

  api.post(
    '/user/editAddress',
    {
      schema: { tags, summary: 'Edit one of your addresses', body: editAddressSchema, security: signedIn },
      preHandler: api.requireUser,
    },
    async (req) => ok(await editAddress(api.deps, currentUser(req).id, req.body)),
  );

  api.get(
    '/user/getAllFarmer',
    { schema: { tags, summary: 'Farmers with their farm (public)', querystring: farmerListQuery } },
    async (req) => ok(await listFarmers(api.deps, req.query)),
  );
}
