import { endpoint, Endpoint } from '../shared';
import { myToolLicencesResponseSchema } from './licence.schemas';

/** The buyer's tool licences: a tool plan bought gives the tool for the plan's days. */
export const licenceEndpoints = {
  myToolLicences: endpoint({
    method: 'get',
    path: '/me/tools',
    access: 'user',
    tag: 'commerce',
    summary: 'Phần mềm của tôi (các gói đã mua và hạn dùng)',
    response: myToolLicencesResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
