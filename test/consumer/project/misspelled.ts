// Must not compile: there is no such operation.
import { validateRequest } from './generated/validators/operations/creditLoyaltyAcount.mjs';

validateRequest({});
