import { defineEndpoint } from '../api/endpoint';
import { accessStatusSchema, requestAccessBodySchema } from './contracts';

/** The access calls (R-access-2): the gated approaches' request status, and asking for one. */
export const accessEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/users/access-request-status',
    summary: 'Whether the writer asked for each gated approach',
    auth: 'token',
    response: accessStatusSchema,
    errors: ['unauthorized'],
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/api/users/request-access',
    summary: 'Asks for access to a gated approach',
    auth: 'token',
    body: requestAccessBodySchema,
    response: accessStatusSchema,
    errors: ['unauthorized'],
  }),
};
