import type { FastifyRequest } from 'fastify';
import { UserType } from '@lfm/core';
import { forbidden } from './errors';

/**
 * preHandlers that follow `requireUser`: each portal is reached only by its own role (issue 6,
 * Authorization). Ownership of the records named is checked by each service.
 */
export const farmerOnly = async (req: FastifyRequest) => {
  if (req.user?.userType !== UserType.Farmer) throw forbidden('Only farmers can do that.');
};
export const hostOnly = async (req: FastifyRequest) => {
  if (req.user?.userType !== UserType.PickUpHost) throw forbidden('Only pick-up hosts can do that.');
};
export const adminOnly = async (req: FastifyRequest) => {
  if (req.user?.role !== 'admin') throw forbidden('Only marketplace admins can do that.');
};
