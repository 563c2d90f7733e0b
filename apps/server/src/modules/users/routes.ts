import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressSchema,
  editAddressSchema,
  editProfileSchema,
  farmerListQuery,
  languageApi,
  okResponse,
  errorResponses,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { multipartForm, readMultipart } from '../../http/multipart';
import { serve } from '../../http/serve';
import { userProfileById } from './profile';
import { addAddress, editAddress, editProfile, listFarmers, setLanguage } from './service';

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/user/getProfile',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403, 404) },
        tags,
        summary: 'The signed-in user profile',
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok({ userProfile: await userProfileById(api.deps.database.db, currentUser(req).id) }),
  );

  api.post(
    '/user/editProfile',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
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

  serve(app, languageApi.set, {}, async (req) =>
    setLanguage(api.deps, currentUser(req).id, req.body.language),
  );

  api.post(
    '/user/addAddress',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Add an address',
        body: addressSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await addAddress(api.deps, currentUser(req).id, req.body)),
  );

  api.post(
    '/user/editAddress',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Edit one of your addresses',
        body: editAddressSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await editAddress(api.deps, currentUser(req).id, req.body)),
  );

  api.get(
    '/user/getAllFarmer',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags,
        summary: 'Farmers with their farm (public)',
        querystring: farmerListQuery,
      },
    },
    async (req) => ok(await listFarmers(api.deps, req.query)),
  );
}
