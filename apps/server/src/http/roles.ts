import type { FastifyRequest } from 'fastify';
import { UserType } from '@lfm/core';
import { forbidden } from './errors';
import { said } from '@lfm/core/i18n/translate';

/**
 * preHandlers that follow `requireUser`: each portal is reached only by its own role (issue 6,
 * Authorization). Ownership of the records named is checked by each service.
 */
export const farmerOnly = async (req: FastifyRequest) => {
  if (req.user?.userType !== UserType.Farmer) throw forbidden(said('answer.onlyFarmers'));
};
export const hostOnly = async (req: FastifyRequest) => {
  if (req.user?.userType !== UserType.PickUpHost) throw forbidden(said('answer.onlyHosts'));
};
export const adminOnly = async (req: FastifyRequest) => {
  if (req.user?.role !== 'admin') throw forbidden(said('answer.onlyAdmins'));
};
