import { composeSlices, Endpoint } from '../shared';
import { discountEndpoints } from './discount.endpoints';
import { licenceEndpoints } from './licence.endpoints';
import { orderEndpoints } from './order.endpoints';
import { paymentEndpoints } from './payment.endpoints';
import { salesEndpoints } from './sales.endpoints';

/** The commerce slice of the endpoint catalogue: checkout and orders, bank transfers, discount codes, sales, tool licences. */
export const commerceEndpoints = composeSlices(orderEndpoints, paymentEndpoints, discountEndpoints, salesEndpoints, licenceEndpoints) satisfies Record<string, Endpoint>;
